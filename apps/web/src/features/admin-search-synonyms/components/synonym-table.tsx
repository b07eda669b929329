import type { SearchSynonym } from '@store/shared/schemas/admin-search-synonyms';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAdminDate } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import { joinWords } from '../synonym-form.ts';
import styles from './synonyms-screen.module.css';

interface SynonymTableProps {
  synonyms: readonly SearchSynonym[];
  /** The empty row's text: none yet, or none matching the filter. */
  emptyText: string;
  onEdit: (group: SearchSynonym) => void;
  onDelete: (group: SearchSynonym) => void;
}

const COLUMNS = 3;

/** The synonym groups: their words, last update, and edit and delete buttons named after the group. */
export function SynonymTable({ synonyms, emptyText, onEdit, onDelete }: SynonymTableProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable caption={t('synonyms.table.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('synonyms.table.words')}</th>
          <th scope="col">{t('synonyms.table.updated')}</th>
          <th scope="col">{t('synonyms.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {synonyms.length === 0 ? (
          <AdminEmptyRow colSpan={COLUMNS} text={emptyText} />
        ) : (
          synonyms.map((group) => {
            const words = joinWords(group.words);
            return (
              <tr key={group.id}>
                <td>
                  <ul className={styles.words}>
                    {group.words.map((word) => (
                      <li key={word} className={styles.word}>
                        {word}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={`${adminTableStyles.muted} ${styles.updated}`}>
                  {formatAdminDate(group.updatedAt)}
                </td>
                <td>
                  <div className={adminTableStyles.actions}>
                    <AdminIconButton
                      icon="pencil"
                      label={t('synonyms.editNamed', { words })}
                      onClick={() => onEdit(group)}
                    />
                    <AdminIconButton
                      icon="trash"
                      tone="danger"
                      label={t('synonyms.deleteNamed', { words })}
                      onClick={() => onDelete(group)}
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
