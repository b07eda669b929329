import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RATING_FILTERS } from '@store/shared/constants';
import type { SearchResponse } from '@store/shared/schemas/search';
import { titleFromSlug } from '@store/shared/slug';
import { buttonClass } from '../../../components/ui/button.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { activeFilterCount, clearFilters, updateFilters, type SearchFilters } from '../search-filters.ts';
import { PriceRangeFilter } from './price-range-filter.tsx';
import panel from '../../../components/ui/panel.module.css';
import styles from './filter-sidebar.module.css';

interface FilterSidebarProps {
  id: string;
  filters: SearchFilters;
  /** Facets of the latest answer: categories with counts and the price range of the results. */
  facets: SearchResponse['filters'] | undefined;
  onChange: (next: SearchFilters) => void;
  /** Results found with these filters, for the phone layout's 'show results' button. */
  resultCount: number | undefined;
  /** Closes the filters and brings the results into view (phones, where they sit below the filters). */
  onShowResults: () => void;
}

/** The store's six categories: the usual length of the list while it loads. */
const CATEGORY_PLACEHOLDERS = 6;

/** Category, price range, rating, availability and featured filters, with a clear-all button. */
export function FilterSidebar({
  id,
  filters,
  facets,
  onChange,
  resultCount,
  onShowResults,
}: FilterSidebarProps) {
  const { t } = useTranslation();
  const groupName = useId();
  const active = activeFilterCount(filters);
  const change = (patch: Partial<SearchFilters>) => onChange(updateFilters(filters, patch));

  const categories = facets?.categories ?? [];
  // A category from the link that the facets do not list (no results) still shows as chosen.
  const listed =
    filters.category && !categories.some((c) => c.slug === filters.category)
      ? [...categories, { name: titleFromSlug(filters.category), slug: filters.category, count: 0 }]
      : categories;

  return (
    <aside id={id} className={`${panel.panel} ${styles.sidebar}`} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('advancedSearch.filters.title')}
          {active > 0 && <span className={styles.badge}>{active}</span>}
        </h2>
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange(clearFilters(filters))}
          disabled={active === 0}
        >
          {t('advancedSearch.filters.clearAll')}
        </button>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('advancedSearch.filters.category')}</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name={`${groupName}-category`}
            checked={filters.category === null}
            onChange={() => change({ category: null })}
          />
          <span className={styles.optionText}>{t('advancedSearch.filters.allCategories')}</span>
        </label>
        {/* Placeholders hold the room of the category list until the first answer brings it. */}
        {facets === undefined &&
          Array.from({ length: CATEGORY_PLACEHOLDERS }, (_, i) => (
            <span key={i} className={styles.option} aria-hidden="true">
              <Skeleton width="70%" height={16} />
            </span>
          ))}
        {listed.map((category) => (
          <label key={category.slug} className={styles.option}>
            <input
              type="radio"
              name={`${groupName}-category`}
              checked={filters.category === category.slug}
              onChange={() => change({ category: category.slug })}
            />
            <span className={styles.optionText}>{category.name}</span>
            <span
              className={styles.count}
              aria-label={t('advancedSearch.filters.resultCount', { count: category.count })}
            >
              {category.count}
            </span>
          </label>
        ))}
      </fieldset>

      <PriceRangeFilter
        key={`${filters.minPrice}-${filters.maxPrice}`}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        range={facets?.priceRange}
        onApply={(minPrice, maxPrice) => change({ minPrice, maxPrice })}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('advancedSearch.filters.rating')}</legend>
        <label className={styles.option}>
          <input
            type="radio"
            name={`${groupName}-rating`}
            checked={filters.minRating === null}
            onChange={() => change({ minRating: null })}
          />
          <span className={styles.optionText}>{t('advancedSearch.filters.anyRating')}</span>
        </label>
        {RATING_FILTERS.map((rating) => (
          <label key={rating} className={styles.option}>
            <input
              type="radio"
              name={`${groupName}-rating`}
              checked={filters.minRating === rating}
              onChange={() => change({ minRating: rating })}
            />
            <span className={styles.optionText}>
              <span aria-hidden="true" className={styles.stars}>
                <StarRating rating={rating} size={14} />
                {t('advancedSearch.filters.andUpShort')}
              </span>
              <span className="visually-hidden">{t('advancedSearch.filters.andUp', { count: rating })}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('advancedSearch.filters.availability')}</legend>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(e) => change({ inStock: e.target.checked })}
          />
          <span className={styles.optionText}>{t('advancedSearch.filters.inStock')}</span>
        </label>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={filters.featured}
            onChange={(e) => change({ featured: e.target.checked })}
          />
          <span className={styles.optionText}>{t('advancedSearch.filters.featured')}</span>
        </label>
      </fieldset>

      {resultCount !== undefined && (
        <button
          type="button"
          className={`${buttonClass('primary')} ${styles.showResults}`}
          onClick={onShowResults}
        >
          {t('advancedSearch.filters.showResults', { count: resultCount })}
        </button>
      )}
    </aside>
  );
}
