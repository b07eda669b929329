import type { AdminPageSummary } from '@store/shared/schemas/admin-pages';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { useDeletePage } from '../api/delete-page.ts';
import { useAdminPages } from '../api/get-admin-pages.ts';
import { PageFormModal } from './page-form-modal.tsx';
import { PageTable } from './page-table.tsx';

/** /admin/pages: the Page Builder (admin §2, §6): content pages in two languages, published or draft. */
export default function PagesScreen() {
  const { t } = useTranslation('admin');
  const query = useAdminPages();
  const remove = useDeletePage();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminPageSummary | 'new' | null>(null);

  const onDelete = async (page: AdminPageSummary) => {
    if (!confirmAction(t('pages.confirmDelete', { title: page.title }))) return;
    setError(null);
    try {
      await remove.mutateAsync(page.id);
    } catch (failure) {
      setError(adminErrorText(failure, t('pages.deleteFailed')));
    }
  };

  return (
    <>
      <AdminPageHeader
        title={t('pages.title')}
        subtitle={t('pages.subtitle')}
        action={{ label: t('pages.add'), icon: 'plus', onClick: () => setEditing('new') }}
      />
      {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError message={adminErrorText(query.error, t('pages.loadFailed'))} query={query} />
      ) : (
        <PageTable pages={query.data} onEdit={setEditing} onDelete={(page) => void onDelete(page)} />
      )}
      {editing !== null && (
        <PageFormModal pageId={editing === 'new' ? null : editing.id} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
