import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ADDED_TO_CART_FEEDBACK_MS } from '@store/shared/constants';
import { buttonClass, type ButtonSize } from './button.ts';
import { Icon } from './icon.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import styles from './add-to-cart-button.module.css';

type Phase = 'idle' | 'adding' | 'added';

/** The product's line when it is in the cart and the caller wants quantity controls there. */
export interface InCartStepper {
  quantity: number;
  /** Most units the shop can sell of the line. */
  maxQuantity: number;
  /** A change is on its way to the server. */
  busy: boolean;
  onChange: (quantity: number) => void;
  /** Why the last change failed, in the shopper's words. */
  error?: string | null;
  /** Why plus stops, once the line holds all it may ('Only 3 left in stock'); null below that. */
  limit?: string | null;
}

interface AddToCartButtonProps {
  /** Disables the button with 'Out of Stock' (storefront §4, §5). */
  outOfStock: boolean;
  /** Runs first; returning false stops the add, e.g. when a variant option is still missing. */
  validate?: () => boolean;
  /** Puts the product in the cart; a rejection shows `describeError`'s text under the button. */
  onAdd: () => Promise<void>;
  /** The shopper's words for a failed add (the server's message, e.g. 'Only 3 left in stock'). */
  describeError: (error: unknown) => string;
  /** Replaces the idle button with a stepper and 'In Cart' (storefront §4). */
  inCart?: InCartStepper | null;
  size?: ButtonSize;
  /** Accessible name when the visible text alone is ambiguous, e.g. 'Add {product} to cart' in a grid. */
  label?: string;
  /** Names the stepper's buttons, e.g. the product name in a grid. */
  productName?: string;
  /**
   * What the button says for 2 s once added: 'Added!' by default (storefront §4); the product page
   * says 'Added to Cart!' (§8).
   */
  addedLabel?: string;
  className?: string;
}

function Stepper({
  stepper,
  size,
  productName,
}: {
  stepper: InCartStepper;
  size: ButtonSize;
  productName?: string;
}) {
  const { t } = useTranslation();
  const { quantity, maxQuantity, busy, onChange, error, limit } = stepper;
  const name = productName ?? '';
  return (
    <div className={styles.inCart}>
      <QuantityStepper
        value={quantity}
        onChange={onChange}
        max={maxQuantity}
        busy={busy}
        decreaseLabel={name ? t('cart.decreaseProduct', { name }) : t('quantity.decrease')}
        increaseLabel={name ? t('cart.increaseProduct', { name }) : t('quantity.increase')}
        iconSize={16}
        classes={{
          stepper: `${styles.stepper} ${size === 'lg' ? styles.lg : ''}`,
          step: styles.step,
          value: styles.count,
        }}
      />
      <span className={styles.inCartLabel}>
        <Icon name="check" size={14} />
        {t('cart.inCart')}
      </span>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        limit && <p className={styles.limit}>{limit}</p>
      )}
    </div>
  );
}

/**
 * Idle, adding (spinner, 'Adding...'), added ('Added!' for 2 s, or `addedLabel`) and out of stock (§4); a
 * failed add shows why under the button. With `inCart`, an idle button becomes the cart stepper.
 */
export function AddToCartButton({
  outOfStock,
  validate,
  onAdd,
  describeError,
  inCart,
  size = 'md',
  label,
  productName,
  addedLabel,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const added = addedLabel ?? t('cart.added');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  if (inCart && phase === 'idle' && !outOfStock) {
    return <Stepper stepper={inCart} size={size} productName={productName} />;
  }

  const onClick = async () => {
    if (outOfStock || phase === 'adding') return;
    setError(null);
    if (validate && !validate()) return;
    setPhase('adding');
    try {
      await onAdd();
    } catch (failure) {
      if (!mounted.current) return;
      setError(describeError(failure));
      setPhase('idle');
      return;
    }
    if (!mounted.current) return;
    setPhase('added');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPhase('idle'), ADDED_TO_CART_FEEDBACK_MS);
  };

  const text = outOfStock
    ? t('product.outOfStock')
    : phase === 'adding'
      ? t('cart.adding')
      : phase === 'added'
        ? added
        : t('cart.add');

  return (
    <>
      <button
        type="button"
        className={[
          buttonClass('primary', size),
          styles.button,
          phase === 'added' ? styles.added : '',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        disabled={outOfStock}
        aria-disabled={phase === 'adding' || undefined}
        aria-label={label && phase === 'idle' && !outOfStock ? label : undefined}
        onClick={() => void onClick()}
      >
        {phase === 'adding' ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          <Icon name={phase === 'added' ? 'check' : 'cart'} size={18} />
        )}
        <span>{text}</span>
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {/* Announced once the add went through; the button's own text change is not read out. */}
      <span className="visually-hidden" role="status">
        {phase === 'added' ? added : ''}
      </span>
    </>
  );
}
