import { createContext, useContext } from 'react';

export type SignInMode = 'login' | 'register';

export interface SignInDialog {
  /** Opens the sign-in modal (fetched on first use), in sign-in mode unless told otherwise. */
  open: (mode?: SignInMode) => void;
  /** Starts fetching the modal's code, e.g. when the pointer reaches the account button. */
  preload: () => void;
}

export const SignInDialogContext = createContext<SignInDialog | null>(null);

/**
 * The storefront's one sign-in modal. Features reach it through this context instead of importing the
 * accounts feature, so the header and the pages stay independent of it (and of its lazily loaded code).
 */
export function useSignInDialog(): SignInDialog {
  const dialog = useContext(SignInDialogContext);
  if (!dialog) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return dialog;
}
