import { use, type ComponentType } from 'react';

/** A component from a chunk of its own, with `preload` to fetch that chunk ahead of need. */
export type PreloadedComponent<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * Like React.lazy, but a component whose code has arrived renders at once. React.lazy suspends on its
 * first render whatever was fetched before, and a Suspense fallback then stands in for a moment: its
 * heading takes the focus a step gives, and loses it when the real one replaces it. Fetched ahead
 * with `preload`, this one never shows its fallback.
 */
export function preloadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadedComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch is tried again by the next render or preload.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Preloaded(props: P) {
    const Component = loaded ?? use(fetchCode());
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload: () => void fetchCode().catch(() => undefined) });
}
