import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderedRange } from '../search-filters.ts';
import styles from './filter-sidebar.module.css';

interface PriceRangeFilterProps {
  minPrice: number | null;
  maxPrice: number | null;
  /** The results' own price range, offered as placeholders. */
  range: { min: number; max: number } | undefined;
  onApply: (minPrice: number | null, maxPrice: number | null) => void;
}

function amount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.max(0, value) : null;
}

/** Min and max price inputs (minimum 0), applied together so typing does not search at every key. */
export function PriceRangeFilter({ minPrice, maxPrice, range, onApply }: PriceRangeFilterProps) {
  const { t } = useTranslation();
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));
  const changed = amount(min) !== minPrice || amount(max) !== maxPrice;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [low, high] = orderedRange(amount(min), amount(max));
    onApply(low, high);
  };

  const hasRange = range !== undefined && range.max > 0;
  return (
    <form onSubmit={onSubmit}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('advancedSearch.filters.priceRange')}</legend>
        <div className={styles.prices}>
          <label className={styles.priceField}>
            <span className={styles.priceLabel}>{t('advancedSearch.filters.minPrice')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className={styles.priceInput}
              value={min}
              placeholder={hasRange ? String(Math.floor(range.min)) : '0'}
              onChange={(event) => setMin(event.target.value)}
            />
          </label>
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <label className={styles.priceField}>
            <span className={styles.priceLabel}>{t('advancedSearch.filters.maxPrice')}</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className={styles.priceInput}
              value={max}
              placeholder={hasRange ? String(Math.ceil(range.max)) : ''}
              onChange={(event) => setMax(event.target.value)}
            />
          </label>
        </div>
        <button type="submit" className={styles.apply} disabled={!changed}>
          {t('advancedSearch.filters.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
