import { useEffect, useMemo, useRef } from 'react';
import type { FormStatus } from '../../components/ui/form/use-form-status.ts';

/**
 * Lets one payment attempt through at a time. A disabled button comes a render late (the mutation's
 * pending state is announced after a tick), and a double-click's second click arrives before it: this
 * guard is set in the click itself. It opens again when the attempt ends in a message to the shopper
 * (`status` turns to an error: a refusal, a changed amount, a refund), never while the payment goes on.
 */
export function useSubmitGuard(status: FormStatus) {
  const taken = useRef(false);
  useEffect(() => {
    if (status?.kind === 'error') taken.current = false;
  }, [status]);
  return useMemo(
    () => ({
      /** False when an attempt is already under way. */
      take: (): boolean => {
        if (taken.current) return false;
        taken.current = true;
        return true;
      },
    }),
    [],
  );
}
