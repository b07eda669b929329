import { type Permission, type Role, STAFF_ROLES } from '@store/shared/constants';
import { type AppError, conflict, forbidden } from '../../../lib/app-error.ts';

/**
 * Who may change whom (admin §6 leaves it open; these are the shop's rules):
 * - only a superadmin grants or removes the admin and superadmin roles and the manage_users
 *   permission, only a superadmin activates, deactivates or deletes a staff account, and only a
 *   superadmin changes a superadmin;
 * - an admin with manage_users grants or removes only the permissions they hold themselves;
 * - nobody demotes, deactivates or deletes themselves, nor the last active superadmin;
 * - a superadmin is never deleted (demote them first).
 * Checked in the write's transaction, against rows read there, so two staff members acting at once
 * cannot together break a rule neither breaks alone.
 */

export interface AccountState {
  id: string;
  role: Role;
  permissions: readonly Permission[];
  isActive: boolean;
}

export interface UserChange {
  /** The caller, with their role as the database holds it now. */
  actor: { id: string; isSuperadmin: boolean; permissions: readonly Permission[] };
  target: AccountState;
  /** The account as it would become; null for a deletion. */
  next: AccountState | null;
  /** Ids of every active superadmin, read (and locked) in the transaction. */
  activeSuperadmins: readonly string[];
}

export const RULE_MESSAGES = {
  superadminOnlyRole: 'Only a superadmin can grant or remove the admin or superadmin role',
  superadminOnlyManageUsers: 'Only a superadmin can grant or remove the manage_users permission',
  superadminOnlyStaff:
    'Only a superadmin can activate, deactivate or delete a staff account, or change a superadmin',
  ownPermissionsOnly: 'You can only grant or remove permissions you hold yourself',
  lastSuperadmin: 'The last active superadmin cannot be demoted, deactivated or deleted',
  selfDelete: 'You cannot delete your own account',
  selfRole: 'You cannot change your own role',
  selfDeactivate: 'You cannot deactivate your own account',
  superadminDelete: 'A superadmin cannot be deleted: change their role first',
} as const;

const isStaffRole = (role: Role) => STAFF_ROLES.includes(role);

/** Permissions in one list and not the other, both ways. */
function permissionChanges(before: readonly Permission[], after: readonly Permission[]): Permission[] {
  return [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
}

/** What a plain admin (manage_users, not superadmin) may not do; null when allowed. */
function plainAdminRefusal({ actor, target, next }: UserChange): AppError | null {
  const m = RULE_MESSAGES;
  const roleChanges = next !== null && next.role !== target.role;
  if (roleChanges && (isStaffRole(target.role) || isStaffRole(next.role))) {
    return forbidden(m.superadminOnlyRole);
  }
  const accessChanges = next === null || next.isActive !== target.isActive;
  if (target.role === 'superadmin' || (isStaffRole(target.role) && accessChanges)) {
    return forbidden(m.superadminOnlyStaff);
  }
  const changed = permissionChanges(target.permissions, next?.permissions ?? target.permissions);
  if (changed.includes('manage_users')) return forbidden(m.superadminOnlyManageUsers);
  if (changed.some((p) => !actor.permissions.includes(p))) return forbidden(m.ownPermissionsOnly);
  return null;
}

/** The refusal a change earns (403 not allowed, 409 against a standing rule), or null when it may go ahead. */
export function refusalOf(change: UserChange): AppError | null {
  const { actor, target, next, activeSuperadmins } = change;
  const m = RULE_MESSAGES;
  if (!actor.isSuperadmin) {
    const refused = plainAdminRefusal(change);
    if (refused) return refused;
  }
  const staysActiveSuperadmin = next !== null && next.role === 'superadmin' && next.isActive;
  const othersLeft = activeSuperadmins.filter((id) => id !== target.id).length;
  if (activeSuperadmins.includes(target.id) && !staysActiveSuperadmin && othersLeft === 0) {
    return conflict(m.lastSuperadmin);
  }
  if (target.id === actor.id) {
    if (next === null) return conflict(m.selfDelete);
    if (next.role !== target.role) return conflict(m.selfRole);
    if (target.isActive && !next.isActive) return conflict(m.selfDeactivate);
  }
  if (next === null && target.role === 'superadmin') return conflict(m.superadminDelete);
  return null;
}
