import { maxLengthAt } from '@store/shared/schema-limits';
import { checkoutAddressSchema } from '@store/shared/schemas/checkout';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { REQUIRED_FIELDS, type AddressFields as Fields } from '../checkout-address.ts';
import form from '../../../components/ui/form/form.module.css';

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

interface AddressFieldsProps {
  value: Fields;
  onChange: (value: Fields) => void;
  /** Required fields left blank after an attempt to continue: marked for the shopper to fix. */
  invalid: readonly Name[];
  section: 'shipping' | 'billing';
}

/** A checkout address; first name, street and city are required and starred (storefront §5). */
export function AddressFields({ value, onChange, invalid, section }: AddressFieldsProps) {
  const { t } = useTranslation();
  const field = (name: Name) => (
    <TextField
      key={name}
      label={t(`checkout.address.${name}`)}
      name={name}
      value={value[name]}
      onChange={(text) => onChange({ ...value, [name]: text })}
      type={name === 'phone' ? 'tel' : 'text'}
      autoComplete={`section-${section} ${section} ${AUTOCOMPLETE[name]}`}
      maxLength={maxLengthAt(checkoutAddressSchema, name)}
      required={(REQUIRED_FIELDS as readonly Name[]).includes(name)}
      invalid={invalid.includes(name)}
    />
  );
  return (
    <>
      {ROWS.map((row) =>
        row.length === 1 ? (
          row.map(field)
        ) : (
          <div key={row.join('-')} className={form.row}>
            {row.map(field)}
          </div>
        ),
      )}
    </>
  );
}
