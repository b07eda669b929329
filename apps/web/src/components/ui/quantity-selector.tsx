import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_QUANTITY } from '@store/shared/constants';
import { Icon } from './icon.tsx';
import styles from './quantity-selector.module.css';
import stepper from './stepper.module.css';

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
}

/** Whole number of at least 1 from what was typed; anything else keeps the previous value. */
export function parseQuantity(text: string, previous: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? Math.max(MIN_QUANTITY, value) : previous;
}

/** Minus, a typed number and plus; never below 1 and no upper bound (storefront §2, §9). */
export function QuantitySelector({ value, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  // While typing the field may be empty; the number settles on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const step = `${stepper.step} ${styles.step}`;

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.label}>
        {t('quantity.label')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={step}
          onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
          disabled={value <= MIN_QUANTITY}
          aria-label={t('quantity.decrease')}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value !== '') onChange(parseQuantity(event.target.value, value));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={step}
          onClick={() => onChange(value + 1)}
          aria-label={t('quantity.increase')}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
    </div>
  );
}
