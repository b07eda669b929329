import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once
 * for a page the browser renders itself): what depends on this browser's storage waits for it, so the
 * first render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
