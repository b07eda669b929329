import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SORT_OPTIONS, type SortOption } from '@store/shared/constants';
import styles from './sort-select.module.css';

/** True for one of the seven sort keys the API accepts (storefront §9). */
export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Labelled 'Sort by' select over the seven sort options, in the active language. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (value: SortOption) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('sort.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.options.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
