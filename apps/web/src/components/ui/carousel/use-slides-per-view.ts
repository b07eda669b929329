import { useCallback, useSyncExternalStore } from 'react';

/** [minimum viewport width in px, slides per view], ascending, as in @store/shared/constants. */
export type Breakpoints = ReadonlyArray<readonly [number, number]>;

function resolve(breakpoints: Breakpoints): number {
  // Below the first breakpoint the smallest layout still applies.
  let perView = breakpoints[0]?.[1] ?? 1;
  for (const [minWidth, count] of breakpoints) {
    if (window.matchMedia(`(min-width: ${minWidth}px)`).matches) perView = count;
  }
  return perView;
}

/** Slides per view for the current viewport; media queries keep it identical to the CSS breakpoints. */
export function useSlidesPerView(breakpoints: Breakpoints): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = breakpoints.map(([minWidth]) => window.matchMedia(`(min-width: ${minWidth}px)`));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [breakpoints],
  );
  return useSyncExternalStore(subscribe, () => resolve(breakpoints));
}
