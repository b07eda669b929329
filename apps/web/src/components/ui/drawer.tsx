import type { ReactNode } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import styles from './drawer.module.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Id of the heading inside that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

/**
 * A panel sliding in from the right, as a modal <dialog>: the rest of the page is inert, focus goes
 * back to the opener on close, Escape and a click on the backdrop close it, the page does not scroll
 * behind it, and Tab cycles inside it.
 */
export function Drawer({ open, onClose, labelledBy, children, className }: DrawerProps) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialog}
      className={[styles.drawer, className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
