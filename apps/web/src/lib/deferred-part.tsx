import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a server-rendered page whose code is fetched as the page hydrates rather than with it:
 * the server renders it with the page, and React hydrates it when its chunk arrives (until then it is
 * the server's HTML, shown and styled, not yet interactive). For what sits below the fold, so that
 * nothing above waits for it. On a page the browser renders itself, it shows once its code is in.
 *
 * Its styles must be inlined with the page's (DEFERRED_PARTS, ssr/page-assets.ts), and its props kept
 * the same objects across renders: it is memoized, because an update to it while it is still the
 * server's HTML would make React render it afresh instead of hydrating it. It hydrates in the language
 * of that HTML, whatever the interface speaks by then (useTranslation).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return memo(function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
