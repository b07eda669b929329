import type { Category } from '@store/shared/schemas/content';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFilterSelect, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import type { ProductFilters } from '../api/get-admin-products.ts';

interface ProductFilterBarProps {
  filters: ProductFilters;
  categories: readonly Category[];
  onChange: (change: Partial<ProductFilters>) => void;
}

/** Search, category, featured and stock filters of the product list (admin §2), and active or archived. */
export function ProductFilterBar({ filters, categories, onChange }: ProductFilterBarProps) {
  const { t } = useTranslation('admin');
  // The yes/no filters: every product, or one side (featured, in stock, archived).
  const yesNo = <K extends 'featured' | 'inStock' | 'archived'>(
    key: K,
    label: string,
    options: ReadonlyArray<{ value: ProductFilters[K]; label: string }>,
  ) => (
    <AdminFilterSelect
      label={label}
      value={filters[key]}
      options={options}
      onChange={(value) => {
        const change: Partial<ProductFilters> = {};
        change[key] = value;
        onChange(change);
      }}
    />
  );
  return (
    <AdminToolbar>
      <AdminSearchBox
        label={t('products.search')}
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <AdminFilterSelect
        label={t('products.filters.category')}
        value={filters.category}
        options={[
          { value: '', label: t('products.filters.allCategories') },
          ...categories.map((c) => ({ value: c.id, label: c.name })),
        ]}
        onChange={(category) => onChange({ category })}
      />
      {yesNo('featured', t('products.filters.featured'), [
        { value: '', label: t('products.filters.allFeatured') },
        { value: 'true', label: t('products.filters.featuredOnly') },
        { value: 'false', label: t('products.filters.notFeatured') },
      ])}
      {yesNo('inStock', t('products.filters.stock'), [
        { value: '', label: t('products.filters.allStock') },
        { value: 'true', label: t('products.filters.inStock') },
        { value: 'false', label: t('products.filters.outOfStock') },
      ])}
      {yesNo('archived', t('products.filters.status'), [
        { value: '', label: t('products.filters.active') },
        { value: 'true', label: t('products.filters.archived') },
      ])}
    </AdminToolbar>
  );
}
