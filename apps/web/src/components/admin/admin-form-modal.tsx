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
 * `onSubmit` runs only with values the form's resolver accepted; whatever it throws becomes the
 * banner's text (the server's message, else `failureText`, admin §8). AdminForm is the same form and
 * banner without the dialog, for a dialog that shows more than the form (loading, view mode).
 */
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import form from '../ui/form/form.module.css';
import { adminErrorText } from './admin-api.ts';
import { AdminErrorBanner } from './admin-error-banner.tsx';
import { AdminModal, AdminModalActions } from './admin-modal.tsx';

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
  children: ReactNode;
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
  children,
}: AdminFormProps<TInput, TValues>) {
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: TValues) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(adminErrorText(error, failureText));
    }
  };

  return (
    <>
      {serverError && <AdminErrorBanner message={serverError} onDismiss={() => setServerError(null)} />}
      <FormProvider {...methods}>
        <form
          id={id}
          className={className}
          onSubmit={(event) => void methods.handleSubmit(submit, onInvalid)(event)}
          noValidate
        >
          {children}
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
