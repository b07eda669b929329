import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './payment-icons.module.css';

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <svg className={styles.card} width="52" height="34" viewBox="0 0 52 34" role="img" aria-label={label}>
        {children}
      </svg>
    </li>
  );
}

/** Accepted payment methods, drawn inline (no image requests). */
export function PaymentIcons() {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('footer.paymentMethods')}>
      <Card label="Visa">
        <rect width="52" height="34" rx="5" fill="#1a1f71" />
        <text
          x="26"
          y="22"
          textAnchor="middle"
          fill="#fff"
          fontSize="13"
          fontWeight="800"
          fontStyle="italic"
          fontFamily="Arial, sans-serif"
        >
          VISA
        </text>
      </Card>
      <Card label="Mastercard">
        <rect width="52" height="34" rx="5" fill="#fff" />
        <circle cx="21" cy="17" r="9" fill="#eb001b" />
        <circle cx="31" cy="17" r="9" fill="#f79e1b" />
        <path d="M26 9.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
      </Card>
      <Card label="American Express">
        <rect width="52" height="34" rx="5" fill="#2e77bc" />
        <text
          x="26"
          y="21"
          textAnchor="middle"
          fill="#fff"
          fontSize="10"
          fontWeight="800"
          fontFamily="Arial, sans-serif"
        >
          AMEX
        </text>
      </Card>
      <Card label="PayPal">
        <rect width="52" height="34" rx="5" fill="#fff" />
        <text
          x="26"
          y="21"
          textAnchor="middle"
          fontSize="10.5"
          fontWeight="800"
          fontStyle="italic"
          fontFamily="Arial, sans-serif"
        >
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Card>
    </ul>
  );
}
