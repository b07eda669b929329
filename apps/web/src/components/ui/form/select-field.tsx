import { useId } from 'react';
import styles from './form.module.css';

interface SelectFieldProps<Value extends string> {
  label: string;
  name: string;
  value: Value | '';
  options: ReadonlyArray<{ value: Value | ''; label: string; lang?: string }>;
  /** Only values from `options` come back, so callers need no check of their own. */
  onChange: (value: Value | '') => void;
  hint?: string;
  className?: string;
}

/** A labelled drop-down with an optional hint under it. */
export function SelectField<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
  hint,
  className,
}: SelectFieldProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={className ? `${styles.input} ${className}` : styles.input}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
