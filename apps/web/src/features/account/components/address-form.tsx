import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FIELD_LIMITS } from '@store/shared/field-limits';
import { ADDRESS_TYPES } from '@store/shared/constants';
import type { Address, AddressBody } from '@store/shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button.ts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { addressBodyOf } from '../address-body.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { FormFooter } from '../../../components/ui/form/form-footer.tsx';
import form from '../../../components/ui/form/form.module.css';
import card from '../../../components/ui/form/form-card.module.css';
import styles from './profile-page.module.css';
import book from './address-book.module.css';

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
  // Only errors show here (a saved address closes the form), so any edit clears the line.
  const { fields, setFields, bind, status, fail, clear } = useFormFields<AddressBody>(() =>
    address ? addressBodyOf(address) : { ...EMPTY, isDefault: isFirst },
  );
  const add = useAddAddress();
  const update = useUpdateAddress();
  const pending = add.isPending || update.isPending;

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

  const text = (name: TextFields, autoComplete: string, autoFocus = false) => (
    <TextField
      label={t(`profile.addresses.${name}`)}
      {...bind(name)}
      autoComplete={autoComplete}
      maxLength={FIELD_LIMITS[name]}
      // The form opens in a dialog: focus starts in its first field, as the dialog pattern asks.
      // eslint-disable-next-line jsx-a11y-x/no-autofocus
      autoFocus={autoFocus}
      required
    />
  );

  // Unticking 'default' on the default address would leave none; the API keeps it, so the box is locked.
  const defaultLocked = address?.isDefault === true || (!address && isFirst);
  return (
    <section className={book.addressFormCard} aria-labelledby={titleId}>
      <h3 id={titleId} className={card.cardTitle}>
        {address ? t('profile.addresses.editTitle') : t('profile.addresses.addTitle')}
      </h3>
      <form className={form.fields} onSubmit={onSubmit}>
        <SelectField
          label={t('profile.addresses.type')}
          name="type"
          value={fields.type ?? 'home'}
          options={ADDRESS_TYPES.map((type) => ({
            value: type,
            label: t(`profile.addresses.types.${type}`),
          }))}
          onChange={(type) => {
            if (type) setFields((current) => ({ ...current, type }));
          }}
          className={styles.narrow}
        />
        {text('street', 'street-address', true)}
        <div className={form.row}>
          {text('city', 'address-level2')}
          {text('state', 'address-level1')}
        </div>
        <div className={form.row}>
          {text('zipCode', 'postal-code')}
          {text('country', 'country-name')}
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
        <FormFooter status={status} pending={pending} submitLabel={t('profile.addresses.save')}>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={pending}>
            {t('profile.addresses.cancel')}
          </button>
        </FormFooter>
      </form>
    </section>
  );
}
