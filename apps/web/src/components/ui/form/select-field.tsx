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
  autoComplete?: string;
  required?: boolean;
  /** What is wrong with the choice, shown under the field (and the field marked). */
  error?: string;
}

/** A labelled drop-down with an optional hint under it; a required one is starred as a TextField is. */
export function SelectField<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
  hint,
  className,
  autoComplete,
  required,
  error,
}: SelectFieldProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <select
        id={id}
        name={name}
        className={className ? `${styles.input} ${className}` : styles.input}
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
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
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
