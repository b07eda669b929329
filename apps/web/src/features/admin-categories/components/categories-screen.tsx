import type { AdminCategory } from '@store/shared/schemas/admin-categories';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminCount, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import { confirmAction, showAlert } from '../../../components/admin/confirm.ts';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { CategoryFormModal } from './category-form-modal.tsx';
import { CategoryTable } from './category-table.tsx';

const EMPTY: readonly AdminCategory[] = [];

/** Whether a category matches the search words: name (either language), slug or description. */
function matches(category: AdminCategory, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [category.name, category.nameFr, category.slug, category.description, category.descriptionFr].some(
    (text) => text?.toLowerCase().includes(needle),
  );
}

/** /admin/categories: Categories Management (admin §2). */
export default function CategoriesScreen() {
  const { t } = useTranslation('admin');
  const query = useAdminCategories();
  const remove = useDeleteCategory();
  const [search, setSearch] = useState('');
  // The modal: a category being edited, 'new', or closed.
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const categories = query.data ?? EMPTY;
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => categories.filter((c) => matches(c, deferredSearch)),
    [categories, deferredSearch],
  );

  const onDelete = async (category: AdminCategory) => {
    if (!confirmAction(t('categories.confirmDelete'))) return;
    try {
      await remove.mutateAsync(category.id);
    } catch {
      showAlert(t('categories.deleteFailed'));
    }
  };

  return (
    <>
      <AdminPageHeader
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
        action={{ label: t('categories.add'), icon: 'plus', onClick: () => setEditing('new') }}
      />
      <AdminToolbar>
        <AdminSearchBox label={t('categories.search')} value={search} onChange={setSearch} />
      </AdminToolbar>
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError message={t('categories.loadFailed')} query={query} />
      ) : (
        <>
          <AdminCount text={t('categories.count', { shown: shown.length, total: categories.length })} />
          <CategoryTable categories={shown} onEdit={setEditing} onDelete={(c) => void onDelete(c)} />
        </>
      )}
      {editing !== null && (
        <CategoryFormModal
          category={editing === 'new' ? null : editing}
          nextOrder={categories.length}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
