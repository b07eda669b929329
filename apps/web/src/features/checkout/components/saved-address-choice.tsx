import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Address, User } from '@store/shared/schemas/auth';
import { savedAddressFields } from '../checkout-address.ts';
import styles from './shipping-method-choice.module.css';
import list from './saved-address-choice.module.css';

interface SavedAddressChoiceProps {
  /** The shopper, whose address book is offered (and whose name fills an address saved without one). */
  user: User;
  /** The saved address chosen; null for a new one. */
  value: string | null;
  onChange: (address: Address | null) => void;
}

/** 'Ada Lovelace, 12 Analytical Row, London': enough to tell the saved addresses apart. */
function summary(user: User, address: Address): string {
  const fields = savedAddressFields(user, address);
  const name = `${fields.firstName} ${fields.lastName}`.trim();
  return [name, fields.street, fields.city].filter(Boolean).join(', ');
}

/**
 * Where to deliver: one radio a saved address, then 'A new address' (issue 22). The same cards as the
 * delivery methods, so the step reads as one kind of choice; native radios in a fieldset, so Tab enters
 * the group at the chosen one and the arrow keys choose.
 */
export function SavedAddressChoice({ user, value, onChange }: SavedAddressChoiceProps) {
  const { t } = useTranslation();
  const group = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('checkout.shipping.deliverTo')}</legend>
      <div className={list.options}>
        {user.addresses.map((address) => (
          <label key={address._id} className={styles.option}>
            {/* Named by its type alone, like the address book's cards; the summary is its description. */}
            <input
              type="radio"
              className={styles.radio}
              name={group}
              value={address._id}
              checked={value === address._id}
              onChange={() => onChange(address)}
              aria-labelledby={`${group}-${address._id}-name`}
              aria-describedby={`${group}-${address._id}-summary`}
            />
            <span className={styles.text}>
              <span id={`${group}-${address._id}-name`} className={styles.name}>
                {t(`checkout.shipping.addressTypes.${address.type}`)}
              </span>
              <span id={`${group}-${address._id}-summary`} className={styles.time}>
                {summary(user, address)}
              </span>
            </span>
          </label>
        ))}
        <label className={styles.option}>
          <input
            type="radio"
            className={styles.radio}
            name={group}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
          />
          <span className={styles.name}>{t('checkout.shipping.newAddress')}</span>
        </label>
      </div>
    </fieldset>
  );
}
