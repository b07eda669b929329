import { subdivisionsOf } from '@store/shared/subdivisions';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CountryField } from '../../../components/address/country-field.tsx';
import { SubdivisionField } from '../../../components/address/subdivision-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { preloadAddressChecks } from '../../../lib/address-checks.ts';
import { stateAfterCountryChange } from '../../../lib/state-after-country-change.ts';
import { ADDRESS_MAX_LENGTH, type AddressProblem, type AddressProblems } from '../address-problems.ts';
import { REQUIRED_FIELDS, type AddressFields as Fields } from '../checkout-address.ts';
import form from '../../../components/ui/form/form.module.css';
import styles from './address-inputs.module.css';

type Name = keyof Fields;

/** Each field's autofill token; the section prefix keeps shipping and billing apart for the browser. */
const AUTOCOMPLETE: Record<Name, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country',
  phone: 'tel',
};

/** The rows of the form: names, street, city and state, postal code and country, phone. */
const ROWS: ReadonlyArray<readonly Name[]> = [
  ['firstName', 'lastName'],
  ['street'],
  ['city', 'state'],
  ['zipCode', 'country'],
  ['phone'],
];

/** The count of characters shows from this share of a field's limit on. */
const COUNT_FROM = 0.8;

function problemText(problem: AddressProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'tooShort':
      return t('checkout.fieldErrors.tooShort', { min: problem.min });
    case 'tooLong':
      return t('checkout.fieldErrors.tooLong', { max: problem.max });
    default:
      return t(`checkout.fieldErrors.${problem.kind}`);
  }
}

export interface AddressFieldsProps {
  value: Fields;
  onChange: (value: Fields) => void;
  /** What is wrong with which field, each marked with its reason under it. */
  problems: AddressProblems;
  section: 'shipping' | 'billing';
}

/**
 * A checkout address; first name, street and city are required and starred (storefront §5). Nothing
 * typed is cut: a value near its limit shows its count, and one past it is marked, as the server
 * would refuse it. The country, and the state where the country has a list, are chosen from one.
 */
export function AddressInputs({ value, onChange, problems, section }: AddressFieldsProps) {
  const { t } = useTranslation();
  const states = subdivisionsOf(value.country);
  const field = (name: Name) => {
    const problem = problems[name];
    const common = {
      label: t(`checkout.address.${name}`),
      name,
      value: value[name],
      autoComplete: `section-${section} ${section} ${AUTOCOMPLETE[name]}`,
      required: (REQUIRED_FIELDS as readonly Name[]).includes(name),
      error: problem && problemText(problem, t),
    };
    if (name === 'country') {
      return (
        <CountryField
          key={name}
          {...common}
          onChange={(country) =>
            onChange({
              ...value,
              country,
              state: stateAfterCountryChange(value.state, value.country, country),
            })
          }
        />
      );
    }
    if (name === 'state' && states) {
      return (
        <SubdivisionField
          key={name}
          {...common}
          country={value.country}
          codes={states}
          placeholder={t('checkout.address.chooseState')}
          onChange={(state) => onChange({ ...value, state })}
        />
      );
    }
    const max = ADDRESS_MAX_LENGTH[name];
    const used = value[name].length;
    return (
      <TextField
        key={name}
        {...common}
        onChange={(text) => onChange({ ...value, [name]: text })}
        type={name === 'phone' ? 'tel' : 'text'}
        hint={max > 0 && used >= max * COUNT_FROM ? t('checkout.address.length', { used, max }) : undefined}
      />
    );
  };
  // Reaching any field fetches the checks the step's Continue asks (lib/address-checks.ts).
  return (
    <div className={styles.fields} onFocus={preloadAddressChecks}>
      {ROWS.map((row) =>
        row.length === 1 ? (
          row.map(field)
        ) : (
          <div key={row.join('-')} className={form.row}>
            {row.map(field)}
          </div>
        ),
      )}
    </div>
  );
}
