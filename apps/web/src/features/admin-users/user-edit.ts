import { PERMISSIONS } from '@store/shared/constants';
import type { AdminUser, AdminUserUpdate } from '@store/shared/schemas/admin-users';
import type { User } from '@store/shared/schemas/auth';
import { canChangeAccess, canGrantPermission, type Editor, isStaffRole } from '@store/shared/user-grants';

/** The signed-in staff member as the grant rules see them. */
export function editorOf(user: User): Editor {
  return { id: user.id, isSuperadmin: user.role === 'superadmin', permissions: user.permissions };
}

/**
 * What a save sends: the role chosen, the permissions the editor may change as the form holds them and
 * the others as the account holds them, the active state only where the editor may change it, and no
 * permission at all for a customer (the server refuses those).
 */
export function updateBody(editor: Editor, user: AdminUser, values: AdminUserUpdate): AdminUserUpdate {
  const chosen = values.permissions ?? [];
  const permissions = isStaffRole(values.role)
    ? PERMISSIONS.filter((permission) =>
        canGrantPermission(editor, permission)
          ? chosen.includes(permission)
          : user.permissions.includes(permission),
      )
    : [];
  const isActive = canChangeAccess(editor, user) ? values.isActive : user.isActive;
  return { role: values.role, permissions, isActive };
}
