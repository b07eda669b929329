import type { AdminUser } from '@store/shared/schemas/admin-users';
import { describe, expect, it } from 'vitest';
import { updateBody } from './user-edit.ts';

const account = (extra: Partial<AdminUser>): AdminUser => ({
  id: 'target',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: null,
  role: 'admin',
  permissions: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  dateOfBirth: null,
  gender: null,
  addresses: [],
  ...extra,
});
const userManager = {
  id: 'me',
  isSuperadmin: false,
  permissions: ['manage_users', 'manage_products'] as const,
};
const superadmin = { id: 'me', isSuperadmin: true, permissions: [] };

describe('the body a user save sends', () => {
  it('keeps the permissions the editor cannot grant as the account holds them', () => {
    const admin = account({ permissions: ['manage_orders', 'manage_users'] });
    const body = updateBody(userManager, admin, {
      role: 'admin',
      permissions: ['manage_products', 'view_analytics'],
      isActive: false,
    });
    expect(body).toEqual({
      role: 'admin',
      permissions: ['manage_users', 'manage_products', 'manage_orders'],
      isActive: true,
    });
  });

  it('sends no permission for a customer, and what a superadmin chose for staff', () => {
    const admin = account({ permissions: ['manage_orders'] });
    expect(
      updateBody(superadmin, admin, { role: 'user', permissions: ['manage_orders'], isActive: false }),
    ).toEqual({ role: 'user', permissions: [], isActive: false });
    expect(
      updateBody(superadmin, admin, { role: 'admin', permissions: ['manage_users'], isActive: true }),
    ).toEqual({
      role: 'admin',
      permissions: ['manage_users'],
      isActive: true,
    });
  });
});
