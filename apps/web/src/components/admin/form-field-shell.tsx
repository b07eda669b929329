/**
 * The frame every admin form field shares: label (with the red asterisk of a required field), the
 * control, an optional hint and the field's error message under it. The control gets the ids it
 * must point at through a render prop, so label, hint and error are wired for screen readers:
 *
 *   <FormFieldShell name="price" label="Price" required hint="In US dollars">
 *     {(a11y) => <input {...a11y} {...register('price')} />}
 *   </FormFieldShell>
 *
 * Screens normally use the ready fields of form-fields.tsx instead; this is for a custom control
 * (an image picker, an emoji input) that should look and behave like the others.
 */
import { useId, type ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import form from '../ui/form/form.module.css';
import styles from './admin-ui.module.css';

/** The attributes a control needs from its shell. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldShellProps {
  /** The form field's path in react-hook-form ('name', 'stock.quantity'). */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

/** The error message react-hook-form holds for a field, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: unknown = get(errors, name);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}

/**
 * A field's label with the red asterisk of a required field beside it, not in it: the field's name
 * stays the bare label text. For a control outside react-hook-form, too (the variant dialog).
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <span className={form.labelRow}>
      <label htmlFor={htmlFor} className={form.label}>
        {label}
      </label>
      {required && (
        <span className={form.required} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

/** Label, control, hint and error of one field. */
export function FormFieldShell({
  name,
  label,
  required,
  hint,
  className,
  children,
}: FieldShellProps & { children: (a11y: FieldA11y) => ReactNode }) {
  const id = useId();
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${form.field} ${className}` : form.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
