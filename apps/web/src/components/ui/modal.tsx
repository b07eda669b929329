import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useScrollLock } from '../../hooks/use-scroll-lock.ts';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser would focus the first control (often the close button); a form starts at its first field.
      dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires 'cancel': the parent's state decides, so the dialog never closes behind React's back.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // The browser may still close it itself (Chrome does on a second quick Escape): follow it.
    const onNativeClose = () => onClose();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, [onClose]);

  // The dialog element itself is only hit outside its panel, i.e. on the backdrop. A press that starts
  // inside (selecting text in a field) and ends outside is not a backdrop click.
  const pressedOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  // The page behind is inert, but Tab past the last control would still reach the browser's own UI.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // Keyboard users close it with Escape (the dialog's own 'cancel'); the click is for the backdrop only.
    <dialog
      ref={ref}
      className={`${styles.modal} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onMouseDown={onMouseDown}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
