import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FIELD_LIMITS } from '@store/shared/field-limits';
import { ADDRESS_TYPES, DEFAULT_COUNTRY } from '@store/shared/constants';
import type { AddressPart, AddressPartProblem } from '@store/shared/address-checks';
import { subdivisionsOf } from '@store/shared/subdivisions';
import type { Address, AddressBody } from '@store/shared/schemas/auth';
import { CountryField } from '../../../components/address/country-field.tsx';
import { SubdivisionField } from '../../../components/address/subdivision-field.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import {
  addressChecksOrNone,
  preloadAddressChecks,
  useAddressChecks,
  type AddressChecks,
} from '../../../lib/address-checks.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { stateAfterCountryChange } from '../../../lib/state-after-country-change.ts';
import { addressBodyOf, keptPhone } from '../address-body.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { FormFooter } from '../../../components/ui/form/form-footer.tsx';
import form from '../../../components/ui/form/form.module.css';
import card from '../../../components/ui/form/form-card.module.css';
import styles from './profile-page.module.css';
import book from './address-book.module.css';

type TextFields = 'street' | 'city' | 'state' | 'zipCode';
type Problems = Partial<Record<AddressPart, AddressPartProblem>>;
/** The parts this form shows and checks, in its order; the phone it keeps is not one (keptPhone). */
const CHECKED = ['state', 'zipCode', 'country'] as const;

const EMPTY: AddressBody = {
  type: 'home',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
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

/**
 * Adds or edits an address: type, street, city, state, ZIP code and country (all but type required).
 * The country, and the state where the country has a list, are chosen from one; the state, postcode
 * and country are checked as the server checks them once the shopper tried to save.
 */
export function AddressForm({ address, isFirst, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Only errors show here (a saved address closes the form), so any edit clears the line.
  const { fields, setFields, edit, bind, status, fail, clear } = useFormFields<AddressBody>(() =>
    address ? addressBodyOf(address) : { ...EMPTY, isDefault: isFirst },
  );
  const [attempted, setAttempted] = useState(false);
  const checks = useAddressChecks();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const pending = add.isPending || update.isPending;

  const problemsWith = (loaded: AddressChecks | null): Problems =>
    loaded?.addressPartProblems({ country: fields.country, state: fields.state, zipCode: fields.zipCode }) ??
    {};
  const problems = attempted ? problemsWith(checks) : {};

  const save = (body: AddressBody) => {
    if (address) {
      update.mutate(
        { id: address._id, body },
        {
          onSuccess: onDone,
          onError: (error) => fail(errorMessage(error, t, t('profile.addresses.updateFailed'))),
        },
      );
    } else {
      add.mutate(body, {
        onSuccess: onDone,
        onError: (error) => fail(errorMessage(error, t, t('profile.addresses.addFailed'))),
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    clear();
    setAttempted(true);
    void addressChecksOrNone().then((loaded) => {
      const first = CHECKED.find((part) => problemsWith(loaded)[part]);
      const named = first && formElement.elements.namedItem(first);
      if (named instanceof HTMLElement) named.focus();
      if (first) return;
      save({ ...fields, phone: keptPhone(fields.phone, address?.country ?? fields.country, loaded) });
    });
  };

  const problemText = (part: (typeof CHECKED)[number]) => {
    const problem = problems[part];
    return problem && problem.kind !== 'phone'
      ? t(`profile.addresses.fieldErrors.${problem.kind}`)
      : undefined;
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
      error={name === 'state' || name === 'zipCode' ? problemText(name) : undefined}
    />
  );

  const states = subdivisionsOf(fields.country);
  // Unticking 'default' on the default address would leave none; the API keeps it, so the box is locked.
  const defaultLocked = address?.isDefault === true || (!address && isFirst);
  return (
    <section className={book.addressFormCard} aria-labelledby={titleId}>
      <h3 id={titleId} className={card.cardTitle}>
        {address ? t('profile.addresses.editTitle') : t('profile.addresses.addTitle')}
      </h3>
      {/* Reaching any field fetches the checks that saving asks (lib/address-checks.ts). */}
      <form className={form.fields} onSubmit={onSubmit} onFocus={preloadAddressChecks}>
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
          {states ? (
            <SubdivisionField
              label={t('profile.addresses.state')}
              {...bind('state')}
              country={fields.country}
              codes={states}
              placeholder={t('profile.addresses.chooseState')}
              autoComplete="address-level1"
              required
              error={problemText('state')}
            />
          ) : (
            text('state', 'address-level1')
          )}
        </div>
        <div className={form.row}>
          {text('zipCode', 'postal-code')}
          <CountryField
            label={t('profile.addresses.country')}
            name="country"
            value={fields.country}
            onChange={(country) =>
              edit((current) => ({
                ...current,
                country,
                state: stateAfterCountryChange(current.state, current.country, country),
              }))
            }
            autoComplete="country"
            required
            error={problemText('country')}
          />
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
