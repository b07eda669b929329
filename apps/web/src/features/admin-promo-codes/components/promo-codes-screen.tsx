import type { AdminPromoCode } from '@store/shared/schemas/admin-promo-codes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminQueryView } from '../../../components/admin/admin-query-view.tsx';
import { AdminCount, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { useDeletePromoCode } from '../api/delete-promo-code.ts';
import { usePromoCodes } from '../api/get-promo-codes.ts';
import { PromoCodeFormModal } from './promo-code-form-modal.tsx';
import { PromoCodeTable } from './promo-code-table.tsx';
import styles from './promo-codes-screen.module.css';

/** The codes containing the filter; codes are capitals, so any case typed finds them. */
function matching(promoCodes: readonly AdminPromoCode[], filter: string): readonly AdminPromoCode[] {
  const wanted = filter.trim().toUpperCase();
  return wanted ? promoCodes.filter((promo) => promo.code.includes(wanted)) : promoCodes;
}

/**
 * /admin/promo-codes (issue 22, manage_products like the products screen beside it in the menu): the
 * promo codes with what each has brought, each added, edited (deactivated) or deleted.
 */
export default function PromoCodesScreen() {
  const { t } = useTranslation('admin');
  const query = usePromoCodes();
  const remove = useDeletePromoCode();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // A deleted row takes its focused button with it: the focus moves to the line saying so.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onDelete = async (promo: AdminPromoCode) => {
    if (!confirmAction(t('promos.confirmDelete', { code: promo.code }))) return;
    setError(null);
    setNotice(null);
    try {
      await remove.mutateAsync(promo.id);
      setNotice(t('promos.deleted', { code: promo.code }));
    } catch (failure) {
      setError(adminErrorText(failure, t('promos.deleteFailed')));
    }
  };

  const openForm = (promo: AdminPromoCode | 'new') => {
    // A notice of an earlier deletion is old news once another change starts.
    setNotice(null);
    setEditing(promo);
  };

  const body = (
    <AdminQueryView query={query} loadFailed={t('promos.loadFailed')}>
      {(data) => {
        const shown = matching(data, filter);
        return (
          <>
            <AdminCount text={t('promos.found', { count: shown.length })} />
            <PromoCodeTable
              promoCodes={shown}
              emptyText={filter.trim() ? t('promos.noMatch', { filter: filter.trim() }) : t('promos.empty')}
              onEdit={openForm}
              onDelete={(promo) => void onDelete(promo)}
            />
          </>
        );
      }}
    </AdminQueryView>
  );

  return (
    <>
      <AdminPageHeader
        title={t('promos.title')}
        subtitle={t('promos.subtitle')}
        action={{ label: t('promos.add'), icon: 'plus', onClick: () => openForm('new') }}
      />
      {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
      {notice && (
        <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          {notice}
        </p>
      )}
      <AdminToolbar>
        <AdminSearchBox label={t('promos.filter')} value={filter} onChange={setFilter} />
      </AdminToolbar>
      {body}
      {editing !== null && (
        <PromoCodeFormModal promo={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
