import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './checkout-steps.module.css';

export const CHECKOUT_STEPS = ['shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Where the shopper is in the three steps (storefront §4): done, current, still to come. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('checkout.steps.label')}>
      {CHECKOUT_STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={16} strokeWidth={3} /> : index + 1}
            </span>
            <span className={styles.label}>{t(`checkout.steps.${step}`)}</span>
            {state === 'done' && <span className="visually-hidden">, {t('checkout.steps.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
