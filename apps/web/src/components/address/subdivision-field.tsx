import { useTranslation } from '../../i18n/use-translation.ts';
import { SelectField } from '../ui/form/select-field.tsx';
import { subdivisionName, useSubdivisionNames } from './subdivision-names.ts';

interface SubdivisionFieldProps {
  label: string;
  name: string;
  country: string;
  /** The country's states or provinces (subdivisionsOf). */
  codes: readonly string[];
  /** The chosen one's code ('CA', 'QC'); empty for none. */
  value: string;
  onChange: (code: string) => void;
  /** The label of the empty choice. */
  placeholder: string;
  autoComplete: string;
  required?: boolean;
  error?: string;
}

/** The states or provinces of a country that has a list: named and sorted in the page's language. */
export function SubdivisionField({ country, codes, value, placeholder, ...field }: SubdivisionFieldProps) {
  const { t, language } = useTranslation();
  useSubdivisionNames();
  const { compare } = new Intl.Collator(language);
  const options = codes
    .map((code) => ({ value: code, label: subdivisionName(t, country, code) }))
    .sort((a, b) => compare(a.label, b.label));
  // A state saved as free text ('California') shows until one of the list is chosen; the check marks it.
  const saved = value === '' || codes.includes(value) ? [] : [{ value, label: value }];
  return (
    <SelectField
      {...field}
      value={value}
      options={[{ value: '', label: placeholder }, ...saved, ...options]}
    />
  );
}
