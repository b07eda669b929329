/**
 * Fetching a page's code when the shopper shows the intent to open it (pointer over a link, focus,
 * a touch), so that a click rarely waits for it. The router registers how (app-routes.tsx); links only
 * say where, and need not import the route tree that imports them.
 */
let prefetcher: ((pathname: string) => void) | null = null;

export function registerPagePrefetch(prefetch: (pathname: string) => void): void {
  prefetcher = prefetch;
}

/** Starts fetching the code of the page an address in the shop opens; nothing for other addresses. */
export function prefetchPage(to: string): void {
  if (!prefetcher || !to.startsWith('/') || to.startsWith('//')) return;
  prefetcher(new URL(to, window.location.origin).pathname);
}
