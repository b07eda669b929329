import { useId, type HTMLInputTypeAttribute } from 'react';
import styles from './form.module.css';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  max?: string;
  hint?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
  /** Marks the field as the one to fix (a required field left empty); the form's alert says why. */
  invalid?: boolean;
  /** What is wrong with the value, shown under the field (and the field marked). */
  error?: string;
}

/** A labelled input; required fields carry an asterisk (hidden from screen readers, which say 'required'). */
export function TextField({
  label,
  name,
  value,
  onChange,
  hint,
  invalid,
  error,
  type = 'text',
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      {/* The asterisk sits beside the label, not in it: the field's name stays the bare label text. */}
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {input.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        {...input}
      />
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
