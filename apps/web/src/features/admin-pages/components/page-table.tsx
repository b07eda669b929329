import type { AdminPageSummary } from '@store/shared/schemas/admin-pages';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import { formatAdminDate } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';

interface PageTableProps {
  pages: readonly AdminPageSummary[];
  onEdit: (page: AdminPageSummary) => void;
  onDelete: (page: AdminPageSummary) => void;
}

const COLUMNS = 5;

/** The content pages: title, slug (a link to the storefront page), status, last update, actions. */
export function PageTable({ pages, onEdit, onDelete }: PageTableProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable caption={t('pages.table.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('pages.table.title')}</th>
          <th scope="col">{t('pages.table.slug')}</th>
          <th scope="col">{t('pages.table.status')}</th>
          <th scope="col">{t('pages.table.updated')}</th>
          <th scope="col">{t('pages.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {pages.length === 0 ? (
          <AdminEmptyRow colSpan={COLUMNS} text={t('pages.empty')} />
        ) : (
          pages.map((page) => (
            <tr key={page.id}>
              <td>
                <strong>{page.title}</strong>
                {page.titleFr && <div className={adminTableStyles.muted}>{page.titleFr}</div>}
              </td>
              <td>
                <a href={`/pages/${page.slug}`} target="_blank" rel="noopener noreferrer">
                  /pages/{page.slug}
                </a>
              </td>
              <td>
                <AdminBadge color={page.isPublished ? ADMIN_COLORS.green : ADMIN_COLORS.amber}>
                  {page.isPublished ? t('pages.published') : t('pages.draft')}
                </AdminBadge>
              </td>
              <td className={adminTableStyles.muted}>{formatAdminDate(page.updatedAt)}</td>
              <td>
                <div className={adminTableStyles.actions}>
                  <AdminIconButton
                    icon="pencil"
                    label={t('pages.editNamed', { title: page.title })}
                    onClick={() => onEdit(page)}
                  />
                  <AdminIconButton
                    icon="trash"
                    tone="danger"
                    label={t('pages.deleteNamed', { title: page.title })}
                    onClick={() => onDelete(page)}
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
