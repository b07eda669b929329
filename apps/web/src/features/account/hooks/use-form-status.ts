import { useCallback, useEffect, useState } from 'react';
import { PROFILE_SUCCESS_MS } from '@store/shared/constants';

export type FormStatus = { kind: 'success' | 'error'; text: string } | null;

/**
 * The line under a profile form. Success clears itself after 3 s (storefront §5, PROFILE_SUCCESS_MS);
 * an error stays until the next attempt or until the shopper edits the form.
 */
export function useFormStatus() {
  const [status, setStatus] = useState<FormStatus>(null);

  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = window.setTimeout(() => setStatus(null), PROFILE_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const succeed = useCallback((text: string) => setStatus({ kind: 'success', text }), []);
  const fail = useCallback((text: string) => setStatus({ kind: 'error', text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, succeed, fail, clear };
}
