import type { SearchSynonym } from '@store/shared/schemas/admin-search-synonyms';
import { synonymWordKey } from '@store/shared/schemas/admin-search-synonyms';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../components/ui/link.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminQueryView } from '../../../components/admin/admin-query-view.tsx';
import { AdminCount, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import { useRowDeletion } from '../../../components/admin/use-row-deletion.tsx';
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
  const deletion = useRowDeletion();

  const onDelete = (group: SearchSynonym) => {
    const words = joinWords(group.words);
    return deletion.run(
      {
        confirm: t('synonyms.confirmDelete', { words }),
        done: t('synonyms.deleted', { words }),
        failed: t('synonyms.deleteFailed'),
      },
      () => remove.mutateAsync(group.id),
    );
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
      {deletion.feedback}
      <AdminToolbar>
        <AdminSearchBox label={t('synonyms.filter')} value={filter} onChange={setFilter} />
      </AdminToolbar>
      {body}
      {editing !== null && (
        <SynonymFormModal
          synonym={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={deletion.clear}
        />
      )}
    </>
  );
}
