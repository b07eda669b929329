import { type Permission, ROLES, type Role, STAFF_ROLES } from './constants.ts';

/**
 * What one staff member may change on a user account (admin §6 leaves it open; these are the shop's
 * rules). The API enforces them (apps/api/src/modules/admin/users/admin-user-rules.ts) and the user
 * form offers only what they allow, so a choice the server would refuse is never offered.
 */

export interface Editor {
  id: string;
  /** A superadmin as the server sees them now (an active superadmin). */
  isSuperadmin: boolean;
  permissions: readonly Permission[];
}

export interface EditedAccount {
  id: string;
  role: Role;
}

/** Permissions only a superadmin grants or removes. */
export const SUPERADMIN_ONLY_PERMISSIONS: readonly Permission[] = ['manage_users'];

/** Whether an account of this role works in the panel (and so may hold permissions). */
export const isStaffRole = (role: Role): boolean => STAFF_ROLES.includes(role);

/** A superadmin grants any permission; an admin only those they hold, never manage_users. */
export function canGrantPermission(editor: Editor, permission: Permission): boolean {
  if (editor.isSuperadmin) return true;
  return !SUPERADMIN_ONLY_PERMISSIONS.includes(permission) && editor.permissions.includes(permission);
}

/**
 * The roles the editor may give the account, its current one included. Nobody changes their own
 * role, and only a superadmin grants or removes a staff role (with three roles, any change does).
 */
export function assignableRoles(editor: Editor, account: EditedAccount): readonly Role[] {
  if (account.id === editor.id) return [account.role];
  if (editor.isSuperadmin) return ROLES;
  return isStaffRole(account.role) ? [account.role] : ROLES.filter((role) => !isStaffRole(role));
}

/** Whether the editor may change the account at all: a superadmin's only another superadmin may. */
export function canEditAccount(editor: Editor, account: EditedAccount): boolean {
  return editor.isSuperadmin || account.role !== 'superadmin';
}

/** Whether the editor may activate or deactivate the account: never their own; a staff one only as superadmin. */
export function canChangeAccess(editor: Editor, account: EditedAccount): boolean {
  if (account.id === editor.id) return false;
  return editor.isSuperadmin || !isStaffRole(account.role);
}
