import { useId, type CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { findColour } from '@store/shared/colours';
import { optionValueLabel } from '@store/shared/option-values';
import type { Variant } from '@store/shared/schemas/product';
import { useLanguage } from '../../../i18n/use-language.ts';
import { isValueInStock, type Selection, type VariantDimension } from '../variant-selection.ts';
import styles from './variant-picker.module.css';

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
          // A catalogue colour shows its swatch; any other name simply shows without one.
          const swatch = dimension === 'color' ? findColour(value)?.hex : undefined;
          return (
            <label
              key={value}
              className={`${styles.chip} ${inStock ? '' : styles.soldOut}`}
              title={inStock ? undefined : t('productPage.stock.out')}
            >
              {/* aria-invalid is said on each choice, where a screen reader is when it reads the
                  group's message; ARIA lists it for radiogroup, and browsers announce it on a radio. */}
              {/* eslint-disable-next-line jsx-a11y-x/role-supports-aria-props */}
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
