import { type Permission, type Role, STAFF_ROLES } from '@store/shared/constants';
import type { ErrorCode } from '@store/shared/error-codes';
import { AppError } from '../../../lib/app-error.ts';

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

/** Each rule's own code (the panel words it in its language) and status: 403 not allowed, 409 a standing rule. */
const RULE_CODES = {
  superadminOnlyRole: [403, 'ROLE_CHANGE_FORBIDDEN'],
  superadminOnlyManageUsers: [403, 'MANAGE_USERS_FORBIDDEN'],
  superadminOnlyStaff: [403, 'STAFF_CHANGE_FORBIDDEN'],
  ownPermissionsOnly: [403, 'PERMISSIONS_NOT_HELD'],
  lastSuperadmin: [409, 'LAST_SUPERADMIN'],
  selfDelete: [409, 'SELF_DELETE'],
  selfRole: [409, 'SELF_ROLE_CHANGE'],
  selfDeactivate: [409, 'SELF_DEACTIVATE'],
  superadminDelete: [409, 'SUPERADMIN_DELETE'],
} as const satisfies Record<keyof typeof RULE_MESSAGES, readonly [403 | 409, ErrorCode]>;

/** The refusal of one rule, with the names its text needs in `details`. */
function refuse(rule: keyof typeof RULE_MESSAGES, details?: Record<string, string>): AppError {
  const [status, code] = RULE_CODES[rule];
  return new AppError(status, code, RULE_MESSAGES[rule], details);
}

const isStaffRole = (role: Role) => STAFF_ROLES.includes(role);

/** Permissions in one list and not the other, both ways. */
function permissionChanges(before: readonly Permission[], after: readonly Permission[]): Permission[] {
  return [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
}

/** What a plain admin (manage_users, not superadmin) may not do; null when allowed. */
function plainAdminRefusal({ actor, target, next }: UserChange): AppError | null {
  const roleChanges = next !== null && next.role !== target.role;
  if (roleChanges && (isStaffRole(target.role) || isStaffRole(next.role))) {
    return refuse('superadminOnlyRole');
  }
  const accessChanges = next === null || next.isActive !== target.isActive;
  if (target.role === 'superadmin' || (isStaffRole(target.role) && accessChanges)) {
    return refuse('superadminOnlyStaff');
  }
  const changed = permissionChanges(target.permissions, next?.permissions ?? target.permissions);
  if (changed.includes('manage_users')) return refuse('superadminOnlyManageUsers');
  // Which ones, so the panel can name them.
  const notHeld = changed.filter((p) => !actor.permissions.includes(p));
  if (notHeld.length > 0) return refuse('ownPermissionsOnly', { permissions: notHeld.join(',') });
  return null;
}

/** The refusal a change earns (403 not allowed, 409 against a standing rule), or null when it may go ahead. */
export function refusalOf(change: UserChange): AppError | null {
  const { actor, target, next, activeSuperadmins } = change;
  if (!actor.isSuperadmin) {
    const refused = plainAdminRefusal(change);
    if (refused) return refused;
  }
  const staysActiveSuperadmin = next !== null && next.role === 'superadmin' && next.isActive;
  const othersLeft = activeSuperadmins.filter((id) => id !== target.id).length;
  if (activeSuperadmins.includes(target.id) && !staysActiveSuperadmin && othersLeft === 0) {
    return refuse('lastSuperadmin');
  }
  if (target.id === actor.id) {
    if (next === null) return refuse('selfDelete');
    if (next.role !== target.role) return refuse('selfRole');
    if (target.isActive && !next.isActive) return refuse('selfDeactivate');
  }
  if (next === null && target.role === 'superadmin') return refuse('superadminDelete');
  return null;
}
