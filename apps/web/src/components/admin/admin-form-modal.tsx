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
 * banner's text (the server's message, else `failureText`, admin §8).
 */
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import form from '../ui/form/form.module.css';
import { adminErrorText } from './admin-api.ts';
import { AdminErrorBanner } from './admin-error-banner.tsx';
import { AdminModal, AdminModalActions } from './admin-modal.tsx';

interface AdminFormModalProps<TInput extends FieldValues, TValues> {
  methods: UseFormReturn<TInput, unknown, TValues>;
  title: string;
  submitLabel: string;
  size?: 'md' | 'lg' | 'xl';
  /** While saving: the submit button is disabled and says 'Saving...'. */
  busy?: boolean;
  /** The banner's text when the failure carries no server message. */
  failureText: string;
  onSubmit: (values: TValues) => Promise<void> | void;
  /** Called when the resolver refuses the values (e.g. to show the tab holding the error). */
  onInvalid?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A titled admin dialog holding one validated form and its save failure banner. */
export function AdminFormModal<TInput extends FieldValues, TValues>({
  methods,
  title,
  submitLabel,
  size = 'lg',
  busy,
  failureText,
  onSubmit,
  onInvalid,
  onClose,
  children,
}: AdminFormModalProps<TInput, TValues>) {
  const formId = useId();
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
    <AdminModal
      open
      onClose={onClose}
      title={title}
      size={size}
      footer={<AdminModalActions onCancel={onClose} formId={formId} busy={busy} submitLabel={submitLabel} />}
    >
      {serverError && <AdminErrorBanner message={serverError} onDismiss={() => setServerError(null)} />}
      <FormProvider {...methods}>
        <form
          id={formId}
          className={form.fields}
          onSubmit={(event) => void methods.handleSubmit(submit, onInvalid)(event)}
          noValidate
        >
          {children}
        </form>
      </FormProvider>
    </AdminModal>
  );
}
