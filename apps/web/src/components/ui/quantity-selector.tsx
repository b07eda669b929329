import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { MIN_QUANTITY } from '@store/shared/constants';
import { Icon } from './icon.tsx';
import styles from './quantity-selector.module.css';
import stepper from './stepper.module.css';

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  /** The most that can be added now: plus stops here, and a larger typed number comes down to it. */
  max: number;
  /** The id of the text that says why it stops at `max`, once it is there. */
  describedBy?: string;
}

/** Whole number from 1 to `max` from what was typed; anything else keeps the previous value. */
export function parseQuantity(text: string, previous: number, max: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(MIN_QUANTITY, value)) : previous;
}

/**
 * Minus, a typed number and plus, from 1 to what the cart would accept: the spec's selector has no
 * upper bound, but the server refuses past the stock or 99 of one item, so it stops there instead.
 */
export function QuantitySelector({ value, onChange, max, describedBy }: QuantitySelectorProps) {
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
          max={max}
          step={1}
          value={draft ?? String(value)}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value !== '') onChange(parseQuantity(event.target.value, value, max));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={step}
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={t('quantity.increase')}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
    </div>
  );
}
