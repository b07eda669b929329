/**
 * react-hook-form fields for admin forms, in the shop's form style (components/ui/form). Wrap the
 * form in react-hook-form's FormProvider; each field registers itself by `name`, shows the field's
 * error message under it and marks the control aria-invalid:
 *
 *   const methods = useForm<CategoryForm>({ resolver: zodResolver(categoryFormSchema), defaultValues });
 *   <FormProvider {...methods}>
 *     <form id={formId} onSubmit={methods.handleSubmit(save)} noValidate>
 *       <AdminTextField name="name" label={t('categories.name')} required />
 *       <AdminTextArea name="description" label={…} rows={3} />
 *       <AdminNumberField name="order" label={…} min={0} step={1} />
 *       <AdminNumberField name="originalPrice" label={…} step={0.01} empty="null" />
 *       <AdminSelectField name="category" label={…} options={[{ value: 'Books', label: 'Books' }]} />
 *       <AdminCheckbox name="inStock" label={…} />
 *       <AdminSwitch name="isActive" label={…} />
 *     </form>
 *   </FormProvider>
 *
 * Number fields hand the form a number; an empty one becomes undefined (the schema's 'required'
 * message), or null / 0 with `empty="null"` / `empty="zero"` (admin §5: 'an empty original price
 * becomes null, an empty discount becomes 0'). AdminCheckbox / AdminSwitch live in form-toggles.tsx.
 * Text fields take their `maxLength` from the form's schema (FieldLimits, field-limits.tsx) unless
 * given one.
 */
import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import form from '../ui/form/form.module.css';
import { useFieldLimit } from './field-limits.tsx';
import { FormFieldShell, type FieldShellProps } from './form-field-shell.tsx';
import styles from './admin-ui.module.css';

interface AdminTextFieldProps extends FieldShellProps {
  type?: Extract<
    HTMLInputTypeAttribute,
    'text' | 'email' | 'url' | 'password' | 'tel' | 'date' | 'datetime-local' | 'color'
  >;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
}

/** A one-line text input (text, e-mail, URL, password, date, date and time, colour). */
export function AdminTextField({
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
  readOnly,
  ...shell
}: AdminTextFieldProps) {
  const { register } = useFormContext();
  const limit = useFieldLimit(shell.name);
  return (
    <FormFieldShell {...shell}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(shell.name)}
          type={type}
          className={form.input}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength ?? limit}
          readOnly={readOnly}
        />
      )}
    </FormFieldShell>
  );
}

/** A multi-line text input. */
export function AdminTextArea({
  rows = 3,
  placeholder,
  maxLength,
  ...shell
}: FieldShellProps & { rows?: number; placeholder?: string; maxLength?: number }) {
  const { register } = useFormContext();
  const limit = useFieldLimit(shell.name);
  return (
    <FormFieldShell {...shell}>
      {(a11y) => (
        <textarea
          {...a11y}
          {...register(shell.name)}
          rows={rows}
          maxLength={maxLength ?? limit}
          placeholder={placeholder}
          className={`${form.input} ${styles.textarea}`}
        />
      )}
    </FormFieldShell>
  );
}

const EMPTY_NUMBER = { undefined: undefined, null: null, zero: 0 } as const;

interface AdminNumberFieldProps extends FieldShellProps {
  min?: number;
  max?: number;
  step?: number;
  /** What an emptied field holds: undefined (default), null or 0. */
  empty?: keyof typeof EMPTY_NUMBER;
}

/** A number input whose value reaches the form as a number (or the `empty` value). */
export function AdminNumberField({ min, max, step, empty = 'undefined', ...shell }: AdminNumberFieldProps) {
  const { register } = useFormContext();
  return (
    <FormFieldShell {...shell}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(shell.name, {
            // The text as typed, so '1e' or '-' reach the schema as NaN and get its message.
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? EMPTY_NUMBER[empty] : Number(value),
          })}
          type="number"
          inputMode="decimal"
          className={form.input}
          min={min}
          max={max}
          step={step}
        />
      )}
    </FormFieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface AdminSelectFieldProps extends FieldShellProps {
  options: readonly SelectOption[];
  /** A first, empty option ('Select a category'); choosing it leaves the value ''. */
  placeholder?: string;
}

/** A drop-down of fixed options. */
export function AdminSelectField({ options, placeholder, ...shell }: AdminSelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FormFieldShell {...shell}>
      {(a11y) => (
        <select {...a11y} {...register(shell.name)} className={form.input}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormFieldShell>
  );
}
