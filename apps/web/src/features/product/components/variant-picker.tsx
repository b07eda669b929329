import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { optionValueLabel } from '@store/shared/option-values';
import type { Variant } from '@store/shared/schemas/product';
import { useLanguage } from '../../../i18n/use-language.ts';
import { isValueInStock, type Selection, type VariantDimension } from '../variant-selection.ts';
import styles from './variant-picker.module.css';

/** Swatches for the catalogue's colour names; an unknown name simply shows without one. */
const SWATCHES: Record<string, string> = {
  black: '#1c1a29',
  white: '#ffffff',
  grey: '#9ca3af',
  gray: '#9ca3af',
  silver: '#d1d5db',
  midnight: '#1e293b',
  navy: '#1e3a8a',
  blue: '#2563eb',
  sky: '#7dd3fc',
  teal: '#0d9488',
  sage: '#9caf88',
  olive: '#6b7a3a',
  red: '#dc2626',
  rose: '#f4a7b9',
  coral: '#fb7c6b',
  orange: '#f97316',
  mustard: '#d4a017',
  gold: '#d4af37',
  beige: '#e8dcc4',
  cream: '#f5efdc',
  tan: '#c8a27a',
  brown: '#7c4a2d',
  lavender: '#c4b5fd',
};

interface VariantPickerProps {
  dimension: VariantDimension;
  values: string[];
  variants: readonly Variant[];
  selection: Selection;
  /** Add to cart was refused because this option is missing: asterisk and message (storefront §5). */
  invalid: boolean;
  onChoose: (value: string) => void;
}

/** One option group (colour, size or storage) as a set of radio chips. */
export function VariantPicker({
  dimension,
  values,
  variants,
  selection,
  invalid,
  onChoose,
}: VariantPickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const name = useId();
  const errorId = useId();
  const chosen = selection[dimension];

  return (
    <fieldset
      className={`${styles.picker} ${invalid ? styles.invalid : ''}`}
      data-dimension={dimension}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {t(`productPage.options.${dimension}`)}
        {invalid && (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
        {chosen && <span className={styles.chosen}>: {optionValueLabel(chosen, lang)}</span>}
      </legend>
      <div className={styles.values}>
        {values.map((value) => {
          const inStock = isValueInStock(variants, selection, dimension, value);
          const swatch = dimension === 'color' ? SWATCHES[value.toLowerCase()] : undefined;
          return (
            <label
              key={value}
              className={`${styles.chip} ${inStock ? '' : styles.soldOut}`}
              title={inStock ? undefined : t('productPage.stock.out')}
            >
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={value}
                checked={chosen === value}
                onChange={() => onChoose(value)}
                aria-invalid={invalid || undefined}
              />
              {swatch && (
                <span
                  className={styles.swatch}
                  style={{ '--swatch': swatch } as CSSProperties}
                  aria-hidden="true"
                />
              )}
              <span>{optionValueLabel(value, lang)}</span>
              {!inStock && <span className="visually-hidden"> ({t('productPage.stock.out')})</span>}
            </label>
          );
        })}
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {t(`productPage.optionErrors.${dimension}`)}
        </p>
      )}
    </fieldset>
  );
}
