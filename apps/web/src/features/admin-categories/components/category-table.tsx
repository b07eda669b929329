import type { AdminCategory } from '@store/shared/schemas/admin-categories';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import styles from './categories-screen.module.css';

interface CategoryTableProps {
  categories: readonly AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

const COLUMNS = 6;

/** The categories table (admin §2): category, description, order, status, featured count, actions. */
export function CategoryTable({ categories, onEdit, onDelete }: CategoryTableProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable caption={t('categories.table.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('categories.table.category')}</th>
          <th scope="col">{t('categories.table.description')}</th>
          <th scope="col" className={adminTableStyles.numeric}>
            {t('categories.table.order')}
          </th>
          <th scope="col">{t('categories.table.status')}</th>
          <th scope="col" className={adminTableStyles.numeric}>
            {t('categories.table.featured')}
          </th>
          <th scope="col">{t('categories.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {categories.length === 0 ? (
          <AdminEmptyRow colSpan={COLUMNS} text={t('categories.empty')} />
        ) : (
          categories.map((category) => (
            <tr key={category.id}>
              <td>
                <div className={adminTableStyles.mediaCell}>
                  <img src={category.image} alt="" className={styles.thumb} loading="lazy" />
                  <span className={styles.icon} aria-hidden="true">
                    {category.icon}
                  </span>
                  <div className={adminTableStyles.cellNames}>
                    <strong>{category.name}</strong>
                    <span className={adminTableStyles.muted}>/{category.slug}</span>
                  </div>
                </div>
              </td>
              <td>
                <p className={`${adminTableStyles.muted} ${styles.description}`}>{category.description}</p>
              </td>
              <td className={adminTableStyles.numeric}>{category.order}</td>
              <td>
                <AdminBadge color={category.isActive ? ADMIN_COLORS.green : ADMIN_COLORS.grey}>
                  {category.isActive ? t('common.active') : t('common.inactive')}
                </AdminBadge>
              </td>
              <td className={adminTableStyles.numeric}>{category.featuredCount}</td>
              <td>
                <div className={adminTableStyles.actions}>
                  <AdminIconButton
                    icon="pencil"
                    label={t('categories.editNamed', { name: category.name })}
                    onClick={() => onEdit(category)}
                  />
                  <AdminIconButton
                    icon="trash"
                    tone="danger"
                    label={t('categories.deleteNamed', { name: category.name })}
                    onClick={() => onDelete(category)}
                  />
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
