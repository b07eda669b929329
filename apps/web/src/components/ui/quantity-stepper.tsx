import { MIN_QUANTITY } from '@store/shared/constants';
import { Icon } from './icon.tsx';
import styles from './stepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Plus stops here, minus at MIN_QUANTITY. */
  max: number;
  /** While a change is on its way both buttons wait, and the stepper says it is busy. */
  busy?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  /** A name for the stepper as a group, where the buttons' names are not enough. */
  label?: string;
  iconSize: number;
  /** The looks of the place it stands in: the frame, each button and the number. */
  classes: { stepper?: string; step?: string; value?: string };
}

/** Minus, the quantity (announced when it changes) and plus, for an item already in the cart. */
export function QuantityStepper({
  value,
  onChange,
  max,
  busy = false,
  decreaseLabel,
  increaseLabel,
  label,
  iconSize,
  classes,
}: QuantityStepperProps) {
  const step = `${styles.step} ${classes.step ?? ''}`;
  return (
    <div
      className={classes.stepper}
      role={label ? 'group' : undefined}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        className={step}
        onClick={() => onChange(value - 1)}
        disabled={value <= MIN_QUANTITY || busy}
        aria-label={decreaseLabel}
      >
        <Icon name="minus" size={iconSize} />
      </button>
      <output className={`${styles.value} ${classes.value ?? ''}`} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={step}
        onClick={() => onChange(value + 1)}
        disabled={value >= max || busy}
        aria-label={increaseLabel}
      >
        <Icon name="plus" size={iconSize} />
      </button>
    </div>
  );
}
