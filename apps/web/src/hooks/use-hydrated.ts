import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once
 * for a page the browser renders itself): what depends on this browser's storage waits for it, so the
 * first render matches the HTML.
 *
 * The switch is a synchronous re-render of the component (useSyncExternalStore's rule): fine for a
 * small one; the root providers use useHydratedRoot instead.
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
 * useHydrated for a component at the app's root, which hydrates with the page's first commit (never
 * inside a Suspense boundary that hydrates later): the switch to true is a transition, which React
 * renders in slices, not one synchronous pass over everything below (for the session provider, the
 * whole page: a long task right after hydrating).
 */
export function useHydratedRoot(): boolean {
  const [hydrated, setHydrated] = useState(clientRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
