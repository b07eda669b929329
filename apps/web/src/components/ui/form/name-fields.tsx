import { FIELD_LIMITS } from '@store/shared/field-limits';
import { TextField } from './text-field.tsx';
import styles from './form.module.css';

type Name = 'firstName' | 'lastName';

const NAMES = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const satisfies ReadonlyArray<{ name: Name; autoComplete: string }>;

interface NameFieldsProps {
  values: Record<Name, string>;
  labels: Record<Name, string>;
  onChange: (name: Name) => (value: string) => void;
  /** Focus the first name, when it is the form's first field. */
  autoFocus?: boolean;
}

/** First and last name side by side, both required (sign-up and the profile). */
export function NameFields({ values, labels, onChange, autoFocus }: NameFieldsProps) {
  return (
    <div className={styles.row}>
      {NAMES.map(({ name, autoComplete }, index) => (
        <TextField
          key={name}
          label={labels[name]}
          name={name}
          value={values[name]}
          onChange={onChange(name)}
          autoComplete={autoComplete}
          maxLength={FIELD_LIMITS.personName}
          required
          autoFocus={autoFocus && index === 0}
        />
      ))}
    </div>
  );
}
