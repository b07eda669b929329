import { ROLES } from '@store/shared/constants';
import type { AdminUser } from '@store/shared/schemas/admin-users';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminPagination } from '../../../components/admin/admin-pagination.tsx';
import {
  AdminCount,
  AdminFilterSelect,
  AdminSearchBox,
  AdminToolbar,
} from '../../../components/admin/admin-toolbar.tsx';
import { confirmAction, showAlert } from '../../../components/admin/confirm.ts';
import { useAdminExport } from '../../../components/admin/use-admin-export.ts';
import { useAdminListFilters } from '../../../components/admin/use-admin-list-filters.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useDeleteUser } from '../api/change-user.ts';
import { type UserFilters, useAdminUsers, userFilterQuery } from '../api/get-admin-users.ts';
import { editorOf } from '../user-edit.ts';
import { UserModal } from './user-modal.tsx';
import { UserTable } from './user-table.tsx';

const NO_FILTERS: UserFilters = { page: 1, search: '', role: '', isActive: '' };

/** /admin/users: Users Management (admin §2): search, role and active filters, table, paging, dialog. */
export default function UsersScreen() {
  const { t } = useTranslation('admin');
  const { user: self } = useSession();
  const { filters, search, changeFilters, setPage } = useAdminListFilters(NO_FILTERS);
  const query = useAdminUsers({ ...filters, search });
  const remove = useDeleteUser();
  const [open, setOpen] = useState<{ user: AdminUser; mode: 'view' | 'edit' } | null>(null);
  const csv = useAdminExport('users', t('users.exportFailed'));

  const onDelete = async (user: AdminUser) => {
    if (!confirmAction(t('users.confirmDelete'))) return;
    try {
      await remove.mutateAsync(user.id);
    } catch {
      showAlert(t('users.deleteFailed'));
    }
  };

  // The export takes the filters on screen, the search as typed (not yet debounced) included.
  const onExport = () => csv.exportCsv(userFilterQuery(filters));

  const users = query.data?.users ?? [];
  const pagination = query.data?.pagination;
  return (
    <>
      <AdminPageHeader title={t('users.title')} subtitle={t('users.subtitle')}>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void onExport()}
          disabled={csv.exporting}
        >
          {t('users.export')}
        </button>
      </AdminPageHeader>
      {csv.error && <AdminErrorBanner message={csv.error} onDismiss={csv.dismissError} />}
      <AdminToolbar>
        <AdminSearchBox
          label={t('users.search')}
          value={filters.search}
          onChange={(value) => changeFilters({ search: value })}
        />
        <AdminFilterSelect
          label={t('users.filters.role')}
          value={filters.role}
          options={[
            { value: '', label: t('users.filters.allRoles') },
            ...ROLES.map((role) => ({ value: role, label: t(`common.role.${role}`) })),
          ]}
          onChange={(role) => changeFilters({ role })}
        />
        <AdminFilterSelect
          label={t('users.filters.status')}
          value={filters.isActive}
          options={[
            { value: '', label: t('users.filters.allStatuses') },
            { value: 'true', label: t('users.filters.active') },
            { value: 'false', label: t('users.filters.inactive') },
          ]}
          onChange={(isActive) => changeFilters({ isActive })}
        />
      </AdminToolbar>
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError message={t('users.loadFailed')} query={query} />
      ) : (
        <>
          <AdminCount text={t('users.found', { count: pagination?.total ?? 0 })} />
          <UserTable
            users={users}
            editor={self ? editorOf(self) : null}
            onView={(user) => setOpen({ user, mode: 'view' })}
            onEdit={(user) => setOpen({ user, mode: 'edit' })}
            onDelete={(user) => void onDelete(user)}
          />
          {pagination && (
            <AdminPagination current={pagination.current} pages={pagination.pages} onPageChange={setPage} />
          )}
        </>
      )}
      {open && <UserModal user={open.user} mode={open.mode} onClose={() => setOpen(null)} />}
    </>
  );
}
