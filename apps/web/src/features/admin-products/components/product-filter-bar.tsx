import type { Category } from '@store/shared/schemas/content';
import { useTranslation } from 'react-i18next';
import { AdminFilterSelect, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import type { ProductFilters } from '../api/get-admin-products.ts';

interface ProductFilterBarProps {
  filters: ProductFilters;
  categories: readonly Category[];
  onChange: (change: Partial<ProductFilters>) => void;
}

/** Search, category, featured and stock filters of the product list (admin §2). */
export function ProductFilterBar({ filters, categories, onChange }: ProductFilterBarProps) {
  const { t } = useTranslation('admin');
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
      <AdminFilterSelect
        label={t('products.filters.featured')}
        value={filters.featured}
        options={[
          { value: '', label: t('products.filters.allFeatured') },
          { value: 'true', label: t('products.filters.featuredOnly') },
          { value: 'false', label: t('products.filters.notFeatured') },
        ]}
        onChange={(featured) => onChange({ featured })}
      />
      <AdminFilterSelect
        label={t('products.filters.stock')}
        value={filters.inStock}
        options={[
          { value: '', label: t('products.filters.allStock') },
          { value: 'true', label: t('products.filters.inStock') },
          { value: 'false', label: t('products.filters.outOfStock') },
        ]}
        onChange={(inStock) => onChange({ inStock })}
      />
    </AdminToolbar>
  );
}
