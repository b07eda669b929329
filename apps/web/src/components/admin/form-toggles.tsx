/**
 * Boolean react-hook-form fields for admin forms (inside a FormProvider, see form-fields.tsx):
 *
 *   <AdminCheckbox name="featured" label={t('products.featured')} />
 *   <AdminSwitch name="isActive" label={t('common.active')} hint={t('hero.activeHint')} />
 *   <AdminCheckbox name="permissions" value="manage_products" label="Manage products" />  // one of a list
 *
 * With `value`, several checkboxes of one name build an array of the checked values (the user's
 * permissions). Each shows the field's error message under it and marks itself aria-invalid.
 */
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import form from '../ui/form/form.module.css';
import { useFieldError } from './form-field-shell.tsx';
import styles from './admin-ui.module.css';

interface ToggleProps {
  name: string;
  label: string;
  hint?: string;
  /** For a group of checkboxes sharing one name: the value this one adds to the array. */
  value?: string;
  disabled?: boolean;
}

function Toggle({ name, label, hint, value, disabled, asSwitch }: ToggleProps & { asSwitch: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={form.field}>
      <div className={`${form.check} ${asSwitch ? styles.switch : ''}`}>
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        <label htmlFor={id} className={form.checkText}>
          <span>{label}</span>
          {hint && (
            <span id={`${id}-hint`} className={form.hint}>
              {hint}
            </span>
          )}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label (and hint) beside it. */
export function AdminCheckbox(props: ToggleProps) {
  return <Toggle {...props} asSwitch={false} />;
}

/** An on/off switch (a checkbox with role="switch"), for active / featured flags. */
export function AdminSwitch(props: ToggleProps) {
  return <Toggle {...props} asSwitch />;
}
