import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadTextBundle } from '../i18n/i18n.ts';
import { SignInDialogContext, type SignInDialog, type SignInMode } from '../lib/sign-in-dialog.ts';

// Most visits never open it: its code and words stay out of the entry chunk until the first opening
// (or hover).
const loadModal = () =>
  import('../features/account/components/sign-in-modal.tsx').then(async (module) => {
    await loadTextBundle(module.texts);
    return module;
  });
const SignInModal = lazy(loadModal);

interface DialogState {
  open: boolean;
  mode: SignInMode;
  openCount: number;
}

/** Owns the storefront's sign-in modal; features open it through useSignInDialog(). */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DialogState | null>(null);

  const open = useCallback((mode: SignInMode = 'login') => {
    setState((current) => ({ open: true, mode, openCount: (current?.openCount ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => {
    setState((current) => (current ? { ...current, open: false } : current));
  }, []);
  const preload = useCallback(() => {
    void loadModal();
  }, []);

  const dialog = useMemo<SignInDialog>(() => ({ open, preload }), [open, preload]);
  return (
    <SignInDialogContext value={dialog}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <SignInModal open={state.open} mode={state.mode} openCount={state.openCount} onClose={close} />
        </Suspense>
      )}
    </SignInDialogContext>
  );
}
