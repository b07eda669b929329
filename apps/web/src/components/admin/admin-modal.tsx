/**
 * The admin's add/edit dialog, on the shop's Modal (native <dialog>: focus trap, Escape, backdrop
 * click, focus back to the opener). It adds a titled header with a close button, a scrolling body
 * and an optional footer for the buttons:
 *
 *   <AdminModal open={editing !== null} onClose={close} title={t('products.edit')} size="lg"
 *     footer={<AdminModalActions onCancel={close} submitLabel={t('common.save')} formId={formId} busy={saving} />}>
 *     <form id={formId} onSubmit={…}>…</form>
 *   </AdminModal>
 *
 * Sizes: 'md' (a small form, 560px), 'lg' (720px), 'xl' (960px, the product form with its variants).
 * A nested modal (the variant editor) is simply a second AdminModal rendered while the first is open.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.ts';
import { Modal, ModalCloseButton } from '../ui/modal.tsx';
import styles from './admin-ui.module.css';

interface AdminModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
  footer?: ReactNode;
}

/** A titled admin dialog. */
export function AdminModal({ open, onClose, title, size = 'md', children, footer }: AdminModalProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className={styles[`modal-${size}`]}>
      <div className={styles.modalHeader}>
        <h2 id={titleId} className={styles.modalTitle}>
          {title}
        </h2>
        <ModalCloseButton onClick={onClose} label={t('common.close')} />
      </div>
      <div className={styles.modalBody}>{children}</div>
      {footer && <div className={styles.modalFooter}>{footer}</div>}
    </Modal>
  );
}

interface AdminModalActionsProps {
  onCancel: () => void;
  /** 'Save', 'Create'… */
  submitLabel: string;
  /** The id of the <form> the submit button submits (the footer sits outside the form). */
  formId: string;
  /** While saving: the submit button is disabled and says 'Saving...'. */
  busy?: boolean;
}

/** Cancel and submit buttons for an AdminModal footer. */
export function AdminModalActions({ onCancel, submitLabel, formId, busy }: AdminModalActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" form={formId} className={buttonClass('primary')} disabled={busy}>
        {busy ? t('common.saving') : submitLabel}
      </button>
    </>
  );
}
