import { describe, expect, it } from 'vitest';
import { canOpen, isStaff, menuItemFor, visibleMenu } from './admin-menu.ts';

const manager = {
  role: 'admin' as const,
  permissions: ['manage_products' as const, 'manage_categories' as const],
};

describe('admin menu', () => {
  it('shows an admin the dashboard and the screens of their permissions, in menu order', () => {
    expect(visibleMenu(manager).map((item) => item.key)).toEqual([
      'dashboard',
      'categories',
      'products',
      'promoCodes',
    ]);
  });

  it('shows a superadmin every item, permissions or not', () => {
    expect(visibleMenu({ role: 'superadmin', permissions: [] })).toHaveLength(12);
  });

  it('opens the settings to whoever runs the orders', () => {
    const settings = menuItemFor('/admin/settings');
    expect(settings.key).toBe('settings');
    expect(canOpen({ role: 'admin', permissions: ['manage_orders'] }, settings)).toBe(true);
    expect(canOpen(manager, settings)).toBe(false);
  });

  it('finds the screen a path belongs to, the dashboard for anything else', () => {
    expect(menuItemFor('/admin/products/').key).toBe('products');
    expect(menuItemFor('/admin/users/42').key).toBe('users');
    expect(menuItemFor('/admin').key).toBe('dashboard');
    expect(menuItemFor('/admin/unknown').key).toBe('dashboard');
    expect(menuItemFor('/admin/heroes').key).toBe('dashboard');
  });

  it('refuses a screen without its permission, and everything to a customer', () => {
    expect(canOpen(manager, menuItemFor('/admin/orders'))).toBe(false);
    expect(canOpen(manager, menuItemFor('/admin/products'))).toBe(true);
    // Promo codes need the products permission, like the products screen they sit beside.
    expect(canOpen(manager, menuItemFor('/admin/promo-codes'))).toBe(true);
    expect(
      canOpen({ role: 'admin', permissions: ['manage_orders'] }, menuItemFor('/admin/promo-codes')),
    ).toBe(false);
    // The search synonyms screen sits under the products screen and needs what it needs.
    expect(canOpen(manager, menuItemFor('/admin/products/synonyms'))).toBe(true);
    expect(
      canOpen({ role: 'admin', permissions: ['manage_orders'] }, menuItemFor('/admin/products/synonyms')),
    ).toBe(false);
    // The audit log is for superadmins only, whatever an admin's permissions.
    expect(canOpen({ role: 'admin', permissions: ['manage_users'] }, menuItemFor('/admin/audit'))).toBe(
      false,
    );
    expect(canOpen({ role: 'superadmin', permissions: [] }, menuItemFor('/admin/audit'))).toBe(true);
    expect(isStaff({ role: 'user', permissions: [] })).toBe(false);
    expect(canOpen({ role: 'user', permissions: ['manage_orders'] }, menuItemFor('/admin'))).toBe(false);
  });
});
