import { isCountryCode } from '@store/shared/countries';
import { useTranslation } from '../../i18n/use-translation.ts';
import { countryOptions } from '../../lib/country-options.ts';
import { SelectField } from '../ui/form/select-field.tsx';

interface CountryFieldProps {
  label: string;
  name: string;
  /** The country's ISO code ('US'). */
  value: string;
  onChange: (code: string) => void;
  autoComplete: string;
  required?: boolean;
  error?: string;
}

/** Every country, named and sorted in the page's language; the choice is its code. */
export function CountryField({ value, ...field }: CountryFieldProps) {
  const { language } = useTranslation();
  const options = countryOptions(language);
  // An address saved before countries were codes shows its text until another country is chosen;
  // the form's check marks it.
  const shown = isCountryCode(value) ? options : [{ value, label: value }, ...options];
  return <SelectField {...field} value={value} options={shown} />;
}
