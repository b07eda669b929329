import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './drawer.module.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Id of the heading inside that names the dialog. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Locks page scrolling without the page jumping sideways when its scrollbar goes away. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}

/**
 * A panel sliding in from the right, as a modal <dialog>: the browser keeps the rest of the page inert
 * and gives focus back to the opener on close; Escape and a click on the backdrop close it, the page
 * does not scroll behind it, and Tab cycles inside it.
 */
export function Drawer({ open, onClose, labelledBy, children, className }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (element.open) element.close();
    };
  }, [open]);

  // Tab past the last control comes back to the first one, and Shift+Tab the other way round.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
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
    <dialog
      ref={dialog}
      className={[styles.drawer, className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the parent owns the open state, so it closes the dialog.
        event.preventDefault();
        onClose();
      }}
      // The backdrop belongs to the <dialog> element itself; the panel's content never is the target.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={trapFocus}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
