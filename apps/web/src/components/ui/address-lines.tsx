import type { OrderAddress } from '@store/shared/schemas/orders';
import { useTranslation } from '../../i18n/use-translation.ts';
import { countryName } from '@store/shared/country-names';
import styles from './address-lines.module.css';

/**
 * An address as it reads on an envelope: name, street, city line, country (by name, in the page's
 * language), phone; blank parts left out. Checkout's form values and an order's stored addresses have
 * this same shape.
 */
export function AddressLines({ address, className }: { address: OrderAddress; className?: string }) {
  const { language } = useTranslation();
  const name = `${address.firstName} ${address.lastName}`.trim();
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = address.country && countryName(address.country, language);
  const lines = [name, address.street, cityLine, country, address.phone].filter(Boolean);
  return (
    <address className={className ? `${styles.lines} ${className}` : styles.lines}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
