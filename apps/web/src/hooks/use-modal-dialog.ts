import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useScrollLock } from './use-scroll-lock.ts';

/** Gives focus back to the dialog's opener, if it is still on the page, once. */
function focusOpener(opener: { current: HTMLElement | null }): void {
  const target = opener.current;
  opener.current = null;
  if (target?.isConnected) target.focus();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a modal <dialog> does when its parent owns the open state: showModal() while `open` (the
 * browser makes the rest of the page inert), page scroll locked, Escape and a click on the backdrop
 * ask `onClose`, Tab cycles inside, and focus goes back to the control that opened it when it closes
 * or is unmounted. Spread the result on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  // What the parent last asked for: a close the parent asked for itself is no news to it.
  const wanted = useRef(open);
  // What had focus when the dialog opened. Most dialogs close by being unmounted, which the browser
  // does not treat as a close: focus would fall to <body> and a keyboard user start over from the top.
  const opener = useRef<HTMLElement | null>(null);
  useScrollLock(open);

  useEffect(() => {
    wanted.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      focusOpener(opener);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // Still open and in the page: React's development re-run of effects, not a real unmount.
      if (dialog?.isConnected && dialog.open) return;
      focusOpener(opener);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires 'cancel': the parent's state decides, so the dialog never closes behind React's back.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // The browser may still close it itself (Chrome does on a second quick Escape): follow it.
    const onNativeClose = () => {
      if (wanted.current) onClose();
    };
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
    // Controls hidden inside (a collapsed part) cannot take focus, so they are not the ends.
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null,
    );
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

  return { ref, onMouseDown, onClick, onKeyDown };
}
