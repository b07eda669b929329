/**
 * An add/edit dialog around one react-hook-form form: the AdminModal with its Cancel/submit footer,
 * a dismissible banner for a failed save, and the <form> the footer's submit button points at.
 *
 *   <AdminFormModal methods={methods} title={…} submitLabel={…} failureText={t('hero.saveFailed')}
 *     busy={save.isPending} onClose={onClose}
 *     onSubmit={async (values) => { await save.mutateAsync(values); onClose(); }}>
 *     …fields…
 *   </AdminFormModal>
 *
 * `onSubmit` runs only with values the form's resolver accepted. Whatever it throws is worded in the
 * panel's language (the server's code, else `failureText`, admin §8) and shown where the eye is:
 * - at the field it is about, which gets the focus and is scrolled into view: a validation refusal
 *   names its field, and `serverFields` maps other codes to one
 *   (`{ PAGE_SLUG_TAKEN: () => 'slug' }`); a field is found by its input's `name` or, for a field
 *   shown some other way (a table row), by an element with `data-field="<path>"` showing its error;
 * - else in the banner above the form, scrolled into view and focused.
 * AdminForm is the same form and banner without the dialog, for a dialog that shows more than the
 * form (loading, view mode).
 */
import type { ErrorCode } from '@store/shared/error-codes';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { type ErrorDetails, isErrorCode } from '../../lib/error-words.ts';
import form from '../ui/form/form.module.css';
import { adminErrorText } from './admin-api.ts';
import { AdminErrorBanner } from './admin-error-banner.tsx';
import { AdminModal, AdminModalActions } from './admin-modal.tsx';
import { FieldLimits } from './field-limits.tsx';

/** Server codes that belong to one field: the field's path, from the answer's details and the values. */
export type ServerFields<TInput extends FieldValues> = Partial<
  Record<ErrorCode, (details: ErrorDetails, values: TInput) => FieldPath<TInput> | null>
>;

/** The element showing a field's error: its input by name, else one marked with its path. */
function fieldElement(scope: ParentNode, path: string): HTMLElement | null {
  const name = CSS.escape(path);
  return scope.querySelector<HTMLElement>(`[name="${name}"], [data-field="${name}"]`);
}

/**
 * The shown field a refusal is about: the one its code maps to, or the one a validation refusal
 * names, else the nearest enclosing field on the form ('images.3' → 'images'); null when none shows.
 */
function refusedField<TInput extends FieldValues>(
  error: unknown,
  values: TInput,
  serverFields: ServerFields<TInput>,
  scope: ParentNode,
): FieldPath<TInput> | null {
  if (!(error instanceof ApiError) || !isErrorCode(error.code)) return null;
  const mapped = serverFields[error.code]?.(error.details, values);
  const named = error.code === 'VALIDATION_ERROR' ? error.details.field : undefined;
  const path = mapped ?? (typeof named === 'string' ? named : null);
  for (let parts = path?.split('.') ?? []; parts.length > 0; parts = parts.slice(0, -1)) {
    const candidate = parts.join('.');
    if (fieldElement(scope, candidate)) return candidate as FieldPath<TInput>;
  }
  return null;
}

interface AdminFormProps<TInput extends FieldValues, TValues> {
  /** The form's id, for a submit button outside it (the modal footer's). */
  id: string;
  methods: UseFormReturn<TInput, unknown, TValues>;
  /** The banner's text when the failure carries no server message. */
  failureText: string;
  onSubmit: (values: TValues) => Promise<void> | void;
  /** Called when the resolver refuses the values (e.g. to show the tab holding the error). */
  onInvalid?: () => void;
  className?: string;
  /** Rendered after the <form> but inside its FormProvider: a part with a form of its own. */
  after?: ReactNode;
  /** Server refusals shown at a field rather than in the banner (a taken slug, a taken SKU). */
  serverFields?: ServerFields<TInput>;
  /** The schema the server checks the values with: the text fields' length limits (FieldLimits). */
  limits?: z.core.$ZodType;
  children: ReactNode;
}

/** A refusal to show: its text, and a number that changes with every failed save (to focus it again). */
interface Shown {
  text: string;
  attempt: number;
}

/** One validated admin form with the dismissible banner its save failure shows above it. */
export function AdminForm<TInput extends FieldValues, TValues>({
  id,
  methods,
  failureText,
  onSubmit,
  onInvalid,
  className = form.fields,
  after,
  serverFields = {},
  limits,
  children,
}: AdminFormProps<TInput, TValues>) {
  const formRef = useRef<HTMLFormElement>(null);
  const attempts = useRef(0);
  const [serverError, setServerError] = useState<Shown | null>(null);
  const [refusedPath, setRefusedPath] = useState<{ path: string; attempt: number } | null>(null);

  // After the render that shows a field's refusal: bring the field into view and give it the focus.
  useEffect(() => {
    const scope = formRef.current?.parentElement;
    const target = refusedPath && scope ? fieldElement(scope, refusedPath.path) : null;
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [refusedPath]);

  const submit = async (values: TValues) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const text = adminErrorText(error, failureText);
      const attempt = ++attempts.current;
      const scope = formRef.current?.parentElement ?? document;
      const path = refusedField(error, methods.getValues(), serverFields, scope);
      if (path) {
        methods.setError(path, { type: 'server', message: text });
        setRefusedPath({ path, attempt });
      } else {
        setServerError({ text, attempt });
      }
    }
  };

  return (
    <>
      {serverError && (
        <AdminErrorBanner
          key={serverError.attempt}
          message={serverError.text}
          onDismiss={() => setServerError(null)}
          takeFocus
        />
      )}
      <FormProvider {...methods}>
        <form
          ref={formRef}
          id={id}
          className={className}
          onSubmit={(event) => void methods.handleSubmit(submit, onInvalid)(event)}
          noValidate
        >
          {limits ? <FieldLimits schema={limits}>{children}</FieldLimits> : children}
        </form>
        {after}
      </FormProvider>
    </>
  );
}

interface AdminFormModalProps<TInput extends FieldValues, TValues> extends Omit<
  AdminFormProps<TInput, TValues>,
  'id' | 'className' | 'after'
> {
  title: string;
  submitLabel: string;
  size?: 'md' | 'lg' | 'xl';
  /** While saving: the submit button is disabled and says 'Saving...'. */
  busy?: boolean;
  onClose: () => void;
}

/** A titled admin dialog holding one validated form and its save failure banner. */
export function AdminFormModal<TInput extends FieldValues, TValues>({
  title,
  submitLabel,
  size = 'lg',
  busy,
  onClose,
  ...formProps
}: AdminFormModalProps<TInput, TValues>) {
  const formId = useId();
  return (
    <AdminModal
      open
      onClose={onClose}
      title={title}
      size={size}
      footer={<AdminModalActions onCancel={onClose} formId={formId} busy={busy} submitLabel={submitLabel} />}
    >
      <AdminForm id={formId} {...formProps} />
    </AdminModal>
  );
}
