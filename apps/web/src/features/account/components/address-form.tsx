import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TYPES } from '@store/shared/constants';
import type { Address, AddressBody } from '@store/shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { addressBodyOf } from '../address-body.ts';
import { errorMessage } from '../error-message.ts';
import { useFormStatus } from '../hooks/use-form-status.ts';
import { FormStatusLine } from './form-status.tsx';
import { TextField } from './text-field.tsx';
import form from './form.module.css';
import styles from './profile-page.module.css';
import book from './address-book.module.css';

type AddressType = (typeof ADDRESS_TYPES)[number];
type TextFields = 'street' | 'city' | 'state' | 'zipCode' | 'country';

const EMPTY: AddressBody = {
  type: 'home',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  isDefault: false,
};

function isAddressType(value: string): value is AddressType {
  return (ADDRESS_TYPES as readonly string[]).includes(value);
}

interface AddressFormProps {
  /** The address being edited; none to add one. */
  address?: Address;
  /** The first address becomes the default anyway, so the box is shown ticked. */
  isFirst: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Adds or edits an address: type, street, city, state, ZIP code and country (all but type required). */
export function AddressForm({ address, isFirst, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [fields, setFields] = useState<AddressBody>(() =>
    address ? addressBodyOf(address) : { ...EMPTY, isDefault: isFirst },
  );
  const add = useAddAddress();
  const update = useUpdateAddress();
  const pending = add.isPending || update.isPending;
  const { status, fail, clear } = useFormStatus();

  const set = (name: TextFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (status) clear();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    if (address) {
      update.mutate(
        { id: address._id, body: fields },
        {
          onSuccess: onDone,
          onError: (error) => fail(errorMessage(error, t, t('profile.addresses.updateFailed'))),
        },
      );
    } else {
      add.mutate(fields, {
        onSuccess: onDone,
        onError: (error) => fail(errorMessage(error, t, t('profile.addresses.addFailed'))),
      });
    }
  };

  const text = (name: TextFields, autoComplete: string, maxLength: number, autoFocus = false) => (
    <TextField
      label={t(`profile.addresses.${name}`)}
      name={name}
      value={fields[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoFocus={autoFocus}
      required
    />
  );

  // Unticking 'default' on the default address would leave none; the API keeps it, so the box is locked.
  const defaultLocked = address?.isDefault === true || (!address && isFirst);
  return (
    <section className={book.addressFormCard} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {address ? t('profile.addresses.editTitle') : t('profile.addresses.addTitle')}
      </h3>
      <form className={form.fields} onSubmit={onSubmit}>
        <div className={form.field}>
          <label htmlFor={`${titleId}-type`} className={form.label}>
            {t('profile.addresses.type')}
          </label>
          <select
            id={`${titleId}-type`}
            name="type"
            className={`${form.input} ${styles.narrow}`}
            value={fields.type}
            onChange={(event) => {
              const type = event.target.value;
              if (isAddressType(type)) setFields((current) => ({ ...current, type }));
            }}
          >
            {ADDRESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`profile.addresses.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {text('street', 'street-address', 200, true)}
        <div className={form.row}>
          {text('city', 'address-level2', 100)}
          {text('state', 'address-level1', 100)}
        </div>
        <div className={form.row}>
          {text('zipCode', 'postal-code', 20)}
          {text('country', 'country-name', 60)}
        </div>
        <div className={form.check}>
          <input
            id={`${titleId}-default`}
            type="checkbox"
            name="isDefault"
            checked={fields.isDefault === true || defaultLocked}
            disabled={defaultLocked}
            onChange={(event) => setFields((current) => ({ ...current, isDefault: event.target.checked }))}
          />
          <label htmlFor={`${titleId}-default`} className={form.checkTitle}>
            {t('profile.addresses.makeDefault')}
          </label>
        </div>
        <FormStatusLine status={status} />
        <div className={form.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {pending ? t('profile.saving') : t('profile.addresses.save')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={pending}>
            {t('profile.addresses.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
