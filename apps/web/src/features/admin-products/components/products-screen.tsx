import type { AdminProductRow } from '@store/shared/schemas/admin-products';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../components/ui/link.tsx';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminPagination } from '../../../components/admin/admin-pagination.tsx';
import { AdminCount } from '../../../components/admin/admin-toolbar.tsx';
import { confirmAction, showAlert } from '../../../components/admin/confirm.ts';
import { useAdminListFilters } from '../../../components/admin/use-admin-list-filters.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { useDeleteProduct, useRestoreProduct, useToggleProduct } from '../api/change-products.ts';
import { type ProductFilters, useAdminProducts } from '../api/get-admin-products.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { BulkActions } from './bulk-actions.tsx';
import { ProductFilterBar } from './product-filter-bar.tsx';
import { ProductFormModal } from './product-form-modal.tsx';
import { ProductTable } from './product-table.tsx';
import noticeStyles from '../../../components/admin/admin-notice.module.css';
import styles from './products-screen.module.css';

const NO_FILTERS: ProductFilters = {
  page: 1,
  search: '',
  category: '',
  featured: '',
  inStock: '',
  archived: '',
};

/** /admin/products: Products Management (admin §2). */
export default function ProductsScreen() {
  const { t } = useTranslation('admin');
  const list = useAdminListFilters(NO_FILTERS);
  const { filters, search } = list;
  const query = useAdminProducts({ ...filters, search });
  const categories = useCategoryOptions().data ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The modal: a product id being edited, 'new', or closed.
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = useDeleteProduct();
  const toggle = useToggleProduct();
  const restore = useRestoreProduct();
  // What the last delete or restore did, said above the table (an archive is not a deletion).
  const [notice, setNotice] = useState<string | null>(null);

  // Any filter change starts again at page 1 and forgets a selection made under other filters, and
  // the word about the last delete or restore (it was about the list before).
  const changeFilters = (change: Partial<ProductFilters>) => {
    list.changeFilters(change);
    setSelected(new Set());
    setNotice(null);
  };

  const onDelete = async (product: AdminProductRow) => {
    if (!confirmAction(t('products.confirmDelete'))) return;
    setNotice(null);
    try {
      const { outcome } = await remove.mutateAsync(product._id);
      setSelected((current) => new Set([...current].filter((id) => id !== product._id)));
      if (outcome === 'archived') setNotice(t('products.archivedNotice', { name: product.name }));
    } catch {
      showAlert(t('products.deleteFailed'));
    }
  };

  const onRestore = async (product: AdminProductRow) => {
    setNotice(null);
    try {
      await restore.mutateAsync(product._id);
      setNotice(t('products.restoredNotice', { name: product.name }));
    } catch (error) {
      setNotice(adminErrorText(error, t('products.restoreFailed')));
    }
  };

  // Admin §8: toggle failures are only logged.
  const onToggle = (product: AdminProductRow, flag: 'featured' | 'stock') =>
    toggle.mutate({ id: product._id, flag }, { onError: (error) => console.error('Toggle failed', error) });

  const products = query.data?.products ?? [];
  const pagination = query.data?.pagination;
  const archivedView = filters.archived === 'true';
  return (
    <>
      <AdminPageHeader
        title={t('products.title')}
        subtitle={t('products.subtitle')}
        action={{ label: t('products.add'), icon: 'plus', onClick: () => setEditing('new') }}
      >
        <Link to="/admin/products/synonyms" className={buttonClass('secondary')}>
          <Icon name="search" size={18} />
          {t('products.synonyms')}
        </Link>
      </AdminPageHeader>
      <ProductFilterBar filters={filters} categories={categories} onChange={changeFilters} />
      {archivedView && <p className={styles.viewHint}>{t('products.archivedHint')}</p>}
      {notice && (
        <p className={noticeStyles.notice} role="status">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError message={t('products.listLoadFailed')} query={query} />
      ) : (
        <>
          <AdminCount text={t('products.found', { count: pagination?.total ?? 0 })} />
          <BulkActions
            selected={[...selected]}
            categories={categories}
            onDone={() => setSelected(new Set())}
          />
          <ProductTable
            products={products}
            selected={selected}
            onSelect={setSelected}
            onEdit={(product) => setEditing(product._id)}
            onToggle={onToggle}
            onDelete={(product) => void onDelete(product)}
            onRestore={(product) => void onRestore(product)}
          />
          {pagination && (
            <AdminPagination
              current={pagination.current}
              pages={pagination.pages}
              onPageChange={list.setPage}
            />
          )}
        </>
      )}
      {editing !== null && (
        <ProductFormModal
          productId={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
