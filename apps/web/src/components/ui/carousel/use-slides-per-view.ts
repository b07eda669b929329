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
  // The server renders the smallest layout (phones first); hydration starts from it too.
  return useSyncExternalStore(
    subscribe,
    () => resolve(breakpoints),
    () => breakpoints[0]?.[1] ?? 1,
  );
}

/**
 * The breakpoints as CSS custom properties (--pv-{min width}), which carousel.module.css turns into
 * --per-view with media queries: the slides are laid out by CSS, so the server's HTML, which knows no
 * viewport, already has the widths the browser keeps.
 */
export function perViewStyle(breakpoints: Breakpoints): Record<string, number> {
  const style: Record<string, number> = { '--pv-0': breakpoints[0]?.[1] ?? 1 };
  for (const [minWidth, count] of breakpoints) style[`--pv-${minWidth}`] = count;
  return style;
}
