import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is within the viewport: null until the browser has said (on the
 * server, during hydration, and where IntersectionObserver is missing), then true or false as the
 * page scrolls. What moves by itself (carousels, the brand strip) stops when nobody can see it:
 * Chromium goes on drawing a moving part below the fold, for nobody, on the shopper's battery.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean | null {
  const [onScreen, setOnScreen] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
