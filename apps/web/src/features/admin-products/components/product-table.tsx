import type { AdminProductRow } from '@store/shared/schemas/admin-products';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import styles from './products-screen.module.css';

interface ProductTableProps {
  products: readonly AdminProductRow[];
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  onEdit: (product: AdminProductRow) => void;
  onToggle: (product: AdminProductRow, flag: 'featured' | 'stock') => void;
  onDelete: (product: AdminProductRow) => void;
  /** Brings an archived product back (its only action: archived products are read-only). */
  onRestore: (product: AdminProductRow) => void;
}

const COLUMNS = 7;

type IconAction = ComponentProps<typeof AdminIconButton>;

/**
 * The products table (admin §2): a selection box, image, name and description; category; price,
 * original price and discount; rating and reviews; stock and featured badges; the row's actions.
 */
export function ProductTable({
  products,
  selected,
  onSelect,
  onEdit,
  onToggle,
  onDelete,
  onRestore,
}: ProductTableProps) {
  const { t } = useTranslation('admin');
  // Bulk actions change active products only.
  const selectable = products.filter((p) => !p.archived);
  const allSelected = selectable.length > 0 && selectable.every((p) => selected.has(p._id));
  // An archived product is read-only: restoring it is all there is to do.
  const rowActions = (product: AdminProductRow): IconAction[] => {
    const name = { name: product.name };
    if (product.archived) {
      return [
        { icon: 'rotate', label: t('products.actions.restore', name), onClick: () => onRestore(product) },
      ];
    }
    return [
      { icon: 'pencil', label: t('products.actions.edit', name), onClick: () => onEdit(product) },
      {
        icon: 'tag',
        pressed: product.featured,
        label: t(product.featured ? 'products.actions.unfeature' : 'products.actions.feature', name),
        onClick: () => onToggle(product, 'featured'),
      },
      {
        icon: 'package',
        pressed: product.inStock,
        label: t(product.inStock ? 'products.actions.markOut' : 'products.actions.markIn', name),
        onClick: () => onToggle(product, 'stock'),
      },
      {
        icon: 'trash',
        tone: 'danger',
        label: t('products.actions.delete', name),
        onClick: () => onDelete(product),
      },
    ];
  };
  const flip = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  return (
    <AdminTable caption={t('products.table.caption')}>
      <thead>
        <tr>
          <th scope="col" className={styles.selectCell}>
            <input
              type="checkbox"
              aria-label={t('products.table.selectAll')}
              checked={allSelected}
              disabled={selectable.length === 0}
              onChange={() => onSelect(allSelected ? new Set() : new Set(selectable.map((p) => p._id)))}
            />
          </th>
          <th scope="col">{t('products.table.product')}</th>
          <th scope="col">{t('products.table.category')}</th>
          <th scope="col" className={adminTableStyles.numeric}>
            {t('products.table.price')}
          </th>
          <th scope="col">{t('products.table.rating')}</th>
          <th scope="col">{t('products.table.status')}</th>
          <th scope="col">{t('products.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {products.length === 0 ? (
          <AdminEmptyRow colSpan={COLUMNS} text={t('products.empty')} />
        ) : (
          products.map((product) => (
            <tr key={product._id}>
              <td className={styles.selectCell}>
                <input
                  type="checkbox"
                  aria-label={t('products.table.selectNamed', { name: product.name })}
                  checked={selected.has(product._id)}
                  disabled={product.archived}
                  onChange={() => flip(product._id)}
                />
              </td>
              <td>
                <div className={adminTableStyles.mediaCell}>
                  <img src={product.image} alt="" className={styles.thumb} loading="lazy" />
                  <div className={adminTableStyles.cellNames}>
                    <strong>{product.name}</strong>
                    <span className={`${adminTableStyles.muted} ${styles.description}`}>
                      {product.description}
                    </span>
                  </div>
                </div>
              </td>
              <td>{product.category}</td>
              <td className={adminTableStyles.numeric}>
                <div className={styles.priceCell}>
                  <strong>{formatAdminPrice(product.price)}</strong>
                  {product.originalPrice !== null && (
                    <s className={adminTableStyles.muted}>{formatAdminPrice(product.originalPrice)}</s>
                  )}
                  {product.discount > 0 && (
                    <span className={styles.discount}>
                      {t('products.table.off', { discount: product.discount })}
                    </span>
                  )}
                </div>
              </td>
              <td>
                <div className={styles.ratingCell}>
                  <span>
                    <span aria-hidden="true" className={styles.star}>
                      ★
                    </span>{' '}
                    {product.rating.toFixed(1)}
                  </span>
                  <span className={adminTableStyles.muted}>
                    {t('products.table.reviews', { count: product.reviews })}
                  </span>
                </div>
              </td>
              <td>
                <div className={styles.badges}>
                  {/* An archived product is not on sale: its stock and featured flags say nothing now. */}
                  {product.archived && (
                    <AdminBadge color={ADMIN_COLORS.grey}>{t('products.badges.archived')}</AdminBadge>
                  )}
                  {!product.archived && (
                    <AdminBadge color={product.inStock ? ADMIN_COLORS.green : ADMIN_COLORS.red}>
                      {product.inStock ? t('products.badges.inStock') : t('products.badges.outOfStock')}
                    </AdminBadge>
                  )}
                  {!product.archived && product.featured && (
                    <AdminBadge color={ADMIN_COLORS.purple}>{t('products.badges.featured')}</AdminBadge>
                  )}
                </div>
              </td>
              <td>
                <div className={adminTableStyles.actions}>
                  {rowActions(product).map((action) => (
                    <AdminIconButton key={action.icon} {...action} />
                  ))}
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
