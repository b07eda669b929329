import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatCardNumber } from '../card-input.ts';
import styles from './test-mode-notice.module.css';

/** Stripe's published test cards the built-in provider knows, and what each does. */
const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'success' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficientFunds' },
  { number: '4000002500003155', outcome: 'threeDSecure' },
] as const;

/**
 * Says plainly that no real card is charged, and lists the test cards; picking one types its number
 * into the form.
 */
export function TestModeNotice({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <p className={styles.title}>
        <Icon name="alert" size={18} />
        {t('checkout.testMode.title')}
      </p>
      <p className={styles.text}>{t('checkout.testMode.text')}</p>
      <ul className={styles.cards}>
        {TEST_CARDS.map(({ number, outcome }) => {
          const shown = formatCardNumber(number);
          return (
            <li key={number} className={styles.card}>
              <button
                type="button"
                className={styles.number}
                onClick={() => onUse(number)}
                aria-label={t('checkout.testMode.use', { number: shown })}
              >
                {shown}
              </button>
              <span className={styles.outcome}>{t(`checkout.testMode.cards.${outcome}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
