import type { SearchSynonym } from '@store/shared/schemas/admin-search-synonyms';
import { synonymWordKey } from '@store/shared/schemas/admin-search-synonyms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../components/ui/link.tsx';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminQueryView } from '../../../components/admin/admin-query-view.tsx';
import { AdminCount, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useDeleteSearchSynonym } from '../api/delete-search-synonym.ts';
import { useSearchSynonyms } from '../api/get-search-synonyms.ts';
import { joinWords } from '../synonym-form.ts';
import { SynonymFormModal } from './synonym-form-modal.tsx';
import { SynonymTable } from './synonym-table.tsx';
import styles from './synonyms-screen.module.css';

/** The groups holding a word that contains the filter, case and accents aside. */
function matching(synonyms: readonly SearchSynonym[], filter: string): readonly SearchSynonym[] {
  const wanted = synonymWordKey(filter);
  if (!wanted) return synonyms;
  return synonyms.filter((group) => group.words.some((word) => synonymWordKey(word).includes(wanted)));
}

/**
 * /admin/products/synonyms (issue 19, manage_products like the products screen it is reached from):
 * the search synonym groups, each added, edited or deleted whole.
 */
export default function SynonymsScreen() {
  const { t } = useTranslation('admin');
  const query = useSearchSynonyms();
  const remove = useDeleteSearchSynonym();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<SearchSynonym | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // A deleted row takes its focused button with it: the focus moves to the line saying so.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onDelete = async (group: SearchSynonym) => {
    const words = joinWords(group.words);
    if (!confirmAction(t('synonyms.confirmDelete', { words }))) return;
    setError(null);
    setNotice(null);
    try {
      await remove.mutateAsync(group.id);
      setNotice(t('synonyms.deleted', { words }));
    } catch (failure) {
      setError(adminErrorText(failure, t('synonyms.deleteFailed')));
    }
  };

  const body = (
    <AdminQueryView query={query} loadFailed={t('synonyms.loadFailed')}>
      {(data) => {
        const shown = matching(data, filter);
        return (
          <>
            <AdminCount text={t('synonyms.found', { count: shown.length })} />
            <SynonymTable
              synonyms={shown}
              emptyText={
                filter.trim() ? t('synonyms.noMatch', { filter: filter.trim() }) : t('synonyms.empty')
              }
              onEdit={setEditing}
              onDelete={(group) => void onDelete(group)}
            />
          </>
        );
      }}
    </AdminQueryView>
  );

  return (
    <>
      <Link to="/admin/products" className={styles.back}>
        <Icon name="chevronLeft" size={16} />
        {t('synonyms.back')}
      </Link>
      <AdminPageHeader
        title={t('synonyms.title')}
        subtitle={t('synonyms.subtitle')}
        action={{ label: t('synonyms.add'), icon: 'plus', onClick: () => setEditing('new') }}
      />
      {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
      {notice && (
        <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          {notice}
        </p>
      )}
      <AdminToolbar>
        <AdminSearchBox label={t('synonyms.filter')} value={filter} onChange={setFilter} />
      </AdminToolbar>
      {body}
      {editing !== null && (
        <SynonymFormModal
          synonym={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setNotice(null)}
        />
      )}
    </>
  );
}
