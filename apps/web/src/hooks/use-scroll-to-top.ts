import { useLayoutEffect, useRef } from 'react';

/**
 * Back to the top of the page when `key` changes (a new results page), as a path change does; the
 * first render is left alone so a restored scroll position survives.
 */
export function useScrollToTopOnChange(key: unknown): void {
  const previous = useRef(key);
  useLayoutEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    window.scrollTo(0, 0);
  }, [key]);
}
