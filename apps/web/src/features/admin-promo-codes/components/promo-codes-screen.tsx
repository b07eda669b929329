import type { AdminPromoCode } from '@store/shared/schemas/admin-promo-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminQueryView } from '../../../components/admin/admin-query-view.tsx';
import { AdminCount, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import { useRowDeletion } from '../../../components/admin/use-row-deletion.tsx';
import { useDeletePromoCode } from '../api/delete-promo-code.ts';
import { usePromoCodes } from '../api/get-promo-codes.ts';
import { PromoCodeFormModal } from './promo-code-form-modal.tsx';
import { PromoCodeTable } from './promo-code-table.tsx';

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
  const deletion = useRowDeletion();

  const onDelete = (promo: AdminPromoCode) =>
    deletion.run(
      {
        confirm: t('promos.confirmDelete', { code: promo.code }),
        done: t('promos.deleted', { code: promo.code }),
        failed: t('promos.deleteFailed'),
      },
      () => remove.mutateAsync(promo.id),
    );

  const openForm = (promo: AdminPromoCode | 'new') => {
    // A notice of an earlier deletion is old news once another change starts.
    deletion.clear();
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
      {deletion.feedback}
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
