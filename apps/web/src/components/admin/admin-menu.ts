/**
 * The admin side menu (admin §6) and who may open what. The layout shows the items a user may see
 * and refuses a screen the user lacks the permission for; a screen never checks it itself:
 *
 *   visibleMenu(user)                   // the items to list
 *   menuItemFor('/admin/products/42')   // the item a path belongs to (Products)
 *   canOpen(user, item)                 // false: show the access-denied message instead
 */
import { STAFF_ROLES, type Permission, type Role } from '@store/shared/constants';
import type { IconName } from '../ui/icon.tsx';

export interface AdminMenuItem {
  /** Key under common.menu in the admin i18n files. */
  key:
    | 'dashboard'
    | 'hero'
    | 'categories'
    | 'products'
    | 'promoCodes'
    | 'orders'
    | 'users'
    | 'footer'
    | 'pages'
    | 'analytics'
    | 'audit'
    | 'settings';
  path: string;
  icon: IconName;
  /** Null: every staff member sees it (the dashboard); 'superadmin': superadmins only (the audit log). */
  permission: Permission | null | 'superadmin';
}

const DASHBOARD: AdminMenuItem = { key: 'dashboard', path: '/admin', icon: 'grid', permission: null };

export const ADMIN_MENU: readonly AdminMenuItem[] = [
  DASHBOARD,
  { key: 'hero', path: '/admin/hero', icon: 'image', permission: 'manage_hero' },
  { key: 'categories', path: '/admin/categories', icon: 'tag', permission: 'manage_categories' },
  { key: 'products', path: '/admin/products', icon: 'package', permission: 'manage_products' },
  { key: 'promoCodes', path: '/admin/promo-codes', icon: 'percent', permission: 'manage_products' },
  { key: 'orders', path: '/admin/orders', icon: 'cart', permission: 'manage_orders' },
  { key: 'users', path: '/admin/users', icon: 'user', permission: 'manage_users' },
  { key: 'footer', path: '/admin/footer', icon: 'briefcase', permission: 'manage_footer' },
  { key: 'pages', path: '/admin/pages', icon: 'sliders', permission: 'manage_pages' },
  { key: 'analytics', path: '/admin/analytics', icon: 'trending', permission: 'view_analytics' },
  { key: 'audit', path: '/admin/audit', icon: 'clock', permission: 'superadmin' },
  { key: 'settings', path: '/admin/settings', icon: 'store', permission: 'manage_orders' },
];

interface StaffCandidate {
  role: Role;
  permissions: readonly Permission[];
}

/** Admins and superadmins reach the panel; anyone else gets the login / access-denied screen. */
export function isStaff(user: StaffCandidate | null | undefined): boolean {
  return !!user && STAFF_ROLES.includes(user.role);
}

/** A superadmin opens everything; an admin what their permissions allow; the dashboard is for all staff. */
export function canOpen(user: StaffCandidate, item: AdminMenuItem): boolean {
  if (!isStaff(user)) return false;
  if (user.role === 'superadmin' || item.permission === null) return true;
  if (item.permission === 'superadmin') return false;
  return user.permissions.includes(item.permission);
}

/** The menu items this user sees, in menu order. */
export function visibleMenu(user: StaffCandidate): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => canOpen(user, item));
}

/** The menu item a path belongs to (its own path or one below it); the dashboard for anything else. */
export function menuItemFor(pathname: string): AdminMenuItem {
  const path = pathname.replace(/\/+$/, '');
  return (
    ADMIN_MENU.find(
      (item) => item !== DASHBOARD && (path === item.path || path.startsWith(`${item.path}/`)),
    ) ?? DASHBOARD
  );
}
