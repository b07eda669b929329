import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDED_TO_CART_FEEDBACK_MS } from '@store/shared/constants';
import { buttonClass, type ButtonSize } from './button.ts';
import { Icon } from './icon.tsx';
import styles from './add-to-cart-button.module.css';

type Phase = 'idle' | 'adding' | 'added';

interface AddToCartButtonProps {
  /** Disables the button with 'Out of Stock' (storefront §4, §5). */
  outOfStock: boolean;
  /** Runs first; returning false stops the add, e.g. when a variant option is still missing. */
  validate?: () => boolean;
  /**
   * Puts the product in the cart. The cart itself is the next issue: until it passes the real add,
   * a valid click only shows 'Adding...' then 'Added!' and stores nothing.
   */
  onAdd?: () => Promise<void>;
  size?: ButtonSize;
  /** Accessible name when the visible text alone is ambiguous, e.g. 'Add {product} to cart' in a grid. */
  label?: string;
  className?: string;
}

const NOTHING_STORED_YET = (): Promise<void> => Promise.resolve();

/** Idle, adding (spinner, 'Adding...'), added ('Added!' for 2 s) and out of stock (storefront §4). */
export function AddToCartButton({
  outOfStock,
  validate,
  onAdd = NOTHING_STORED_YET,
  size = 'md',
  label,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const onClick = async () => {
    if (outOfStock || phase === 'adding') return;
    if (validate && !validate()) return;
    setPhase('adding');
    try {
      await onAdd();
    } catch (error) {
      // Storefront §8: a failed add is logged; the cart issue adds its error callback here.
      console.error('Failed to add to cart:', error);
      if (mounted.current) setPhase('idle');
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
        ? t('cart.added')
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
      {/* Announced once the add went through; the button's own text change is not read out. */}
      <span className="visually-hidden" role="status">
        {phase === 'added' ? t('cart.added') : ''}
      </span>
    </>
  );
}
