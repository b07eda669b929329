import { useCallback, useSyncExternalStore } from 'react';

const noMatch = (): boolean => false;

/** True while the CSS media query matches; follows changes live. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server knows no viewport: it renders, and hydration starts, as if nothing matched.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, noMatch);
}

/** Users who ask the OS for less motion get no autoplay and no smooth scrolling. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
