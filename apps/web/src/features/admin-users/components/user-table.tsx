import type { AdminUser } from '@store/shared/schemas/admin-users';
import { canEditAccount, type Editor } from '@store/shared/user-grants';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge, roleColor } from '../../../components/admin/admin-badge.tsx';
import { formatAdminDate } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import styles from './users-screen.module.css';

interface UserTableProps {
  users: readonly AdminUser[];
  /** The signed-in staff member: they cannot delete themselves, nor edit what is not theirs to change. */
  editor: Editor | null;
  onView: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const COLUMNS = 6;

/** The user's initials, for the round badge beside their name. */
const initialsOf = (user: AdminUser) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/** The users table (admin §2): user, role, status, joined, last login, actions. */
export function UserTable({ users, editor, onView, onEdit, onDelete }: UserTableProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable caption={t('users.table.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('users.table.user')}</th>
          <th scope="col">{t('users.table.role')}</th>
          <th scope="col">{t('users.table.status')}</th>
          <th scope="col">{t('users.table.joined')}</th>
          <th scope="col">{t('users.table.lastLogin')}</th>
          <th scope="col">{t('users.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <AdminEmptyRow colSpan={COLUMNS} text={t('users.empty')} />
        ) : (
          users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const undeletable =
              user.role === 'superadmin'
                ? t('users.superadminNoDelete')
                : user.id === editor?.id
                  ? t('users.selfNoDelete')
                  : null;
            const editable = editor !== null && canEditAccount(editor, user);
            return (
              <tr key={user.id}>
                <td>
                  <div className={adminTableStyles.mediaCell}>
                    <span className={styles.initials} aria-hidden="true">
                      {initialsOf(user)}
                    </span>
                    <div className={styles.names}>
                      <strong>{name}</strong>
                      <span className={adminTableStyles.muted}>{user.email}</span>
                    </div>
                  </div>
                </td>
                <td>
                  <AdminBadge color={roleColor(user.role)}>{t(`common.role.${user.role}`)}</AdminBadge>
                </td>
                <td>
                  <AdminBadge color={user.isActive ? ADMIN_COLORS.green : ADMIN_COLORS.grey}>
                    {user.isActive ? t('common.active') : t('common.inactive')}
                  </AdminBadge>
                </td>
                <td>{formatAdminDate(user.createdAt)}</td>
                <td className={adminTableStyles.muted}>
                  {user.lastLogin ? formatAdminDate(user.lastLogin) : t('users.never')}
                </td>
                <td>
                  <div className={adminTableStyles.actions}>
                    <AdminIconButton
                      icon="eye"
                      label={t('users.viewNamed', { name })}
                      onClick={() => onView(user)}
                    />
                    <AdminIconButton
                      icon="pencil"
                      label={editable ? t('users.editNamed', { name }) : t('users.superadminNoEdit')}
                      onClick={() => onEdit(user)}
                      disabled={!editable}
                    />
                    <AdminIconButton
                      icon="trash"
                      tone="danger"
                      label={undeletable ?? t('users.deleteNamed', { name })}
                      onClick={() => onDelete(user)}
                      disabled={undeletable !== null}
                    />
                  </div>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </AdminTable>
  );
}
