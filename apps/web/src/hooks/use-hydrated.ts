import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once
 * for a page the browser renders itself): what depends on this browser's storage waits for it, so the
 * first render matches the HTML.
 *
 * The switch is a synchronous re-render of the component (useSyncExternalStore's rule): fine for a
 * small one; a large one uses useHydratedTransition instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Set by main.tsx before a client-only render (no server HTML to hydrate). */
let clientRendered = false;

export function markClientRendered(): void {
  clientRendered = true;
}

/**
 * useHydrated for a component whose switch re-renders much (the session provider: the whole page; the
 * product page's recommendations: a carousel of cards): the switch to true is a transition, which
 * React renders in slices, not one synchronous pass, a long task right after hydrating. It is false
 * on the first render in the browser too (unless the page is rendered there), so a part the browser
 * mounts later, after a navigation, shows one transition later.
 */
export function useHydratedTransition(): boolean {
  const [hydrated, setHydrated] = useState(clientRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
