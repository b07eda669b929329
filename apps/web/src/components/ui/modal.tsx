import { useEffect, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import { Icon } from './icon.tsx';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert, Tab
 * cycles inside, Escape and a click on the backdrop close it, and focus returns to the opener.
 * Page scrolling is locked while it is open.
 */
export function Modal({ open, onClose, labelledBy, describedBy, children, className }: ModalProps) {
  const dialog = useModalDialog(open, onClose);
  const { ref } = dialog;

  useEffect(() => {
    // The browser would focus the first control (often the close button); a form starts at its first field.
    if (open)
      ref.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [open, ref]);

  return (
    // Keyboard users close it with Escape (the dialog's own 'cancel'); the click is for the backdrop only.
    <dialog
      {...dialog}
      className={`${styles.modal} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}

/** The round × in a modal's top right corner; `label` names it ('Close'). */
export function ModalCloseButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" className={styles.close} onClick={onClick} aria-label={label}>
      <Icon name="close" size={20} />
    </button>
  );
}
