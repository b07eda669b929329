import type { Permission, Role } from '@store/shared/constants';
import type { ErrorCode } from '@store/shared/error-codes';
import {
  assignableRoles,
  canChangeAccess,
  canEditAccount,
  canGrantPermission,
  type Editor,
  isStaffRole,
  SUPERADMIN_ONLY_PERMISSIONS,
} from '@store/shared/user-grants';
import { AppError } from '../../../lib/app-error.ts';

/**
 * Who may change whom (admin §6 leaves it open; these are the shop's rules, shared with the user form
 * through @store/shared/user-grants):
 * - only a superadmin grants or removes the admin and superadmin roles and the manage_users
 *   permission, only a superadmin activates, deactivates or deletes a staff account, and only a
 *   superadmin changes a superadmin;
 * - an admin with manage_users grants or removes only the permissions they hold themselves;
 * - only staff carry permissions: a customer sent some is a 400, whoever asks;
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
  actor: Editor;
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
  staffOnlyPermissions: 'Only staff accounts (admin or superadmin) can hold permissions',
} as const;

/**
 * Each rule's own code (the panel words it in its language) and status: 400 a request that cannot
 * be, 403 not allowed, 409 a standing rule.
 */
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
  staffOnlyPermissions: [400, 'PERMISSIONS_STAFF_ONLY'],
} as const satisfies Record<keyof typeof RULE_MESSAGES, readonly [400 | 403 | 409, ErrorCode]>;

/** The refusal of one rule, with the names its text needs in `details`. */
function refuse(rule: keyof typeof RULE_MESSAGES, details?: Record<string, string>): AppError {
  const [status, code] = RULE_CODES[rule];
  return new AppError(status, code, RULE_MESSAGES[rule], details);
}

/** A customer holds no permissions: a request giving them some is refused rather than half applied. */
export function permissionsRefusal(
  role: Role,
  permissions: readonly Permission[] | undefined,
): AppError | null {
  if (isStaffRole(role) || !permissions?.length) return null;
  return refuse('staffOnlyPermissions');
}

/** Permissions in one list and not the other, both ways. */
function permissionChanges(before: readonly Permission[], after: readonly Permission[]): Permission[] {
  return [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
}

/** What a plain admin (manage_users, not superadmin) may not do; null when allowed. */
function plainAdminRefusal({ actor, target, next }: UserChange): AppError | null {
  if (next !== null && !assignableRoles(actor, target).includes(next.role)) {
    return refuse('superadminOnlyRole');
  }
  const accessChanges = next === null || next.isActive !== target.isActive;
  if (!canEditAccount(actor, target) || (accessChanges && !canChangeAccess(actor, target))) {
    return refuse('superadminOnlyStaff');
  }
  const changed = permissionChanges(target.permissions, next?.permissions ?? target.permissions);
  if (changed.some((p) => SUPERADMIN_ONLY_PERMISSIONS.includes(p))) {
    return refuse('superadminOnlyManageUsers');
  }
  // Which ones, so the panel can name them.
  const notHeld = changed.filter((p) => !canGrantPermission(actor, p));
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
