/** One chunk of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** What a page needs beyond the entry: its lazy route chunks' scripts and styles. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The parts of a layout or page whose code loads as the page hydrates (lib/deferred-part.tsx), by
 * route id: the server renders them, so their styles come with the page's.
 */
const DEFERRED_PARTS: Record<string, readonly string[]> = {
  storefront: ['src/features/footer/components/footer.tsx'],
  product: ['src/features/product/components/product-tabs.tsx'],
};

function collect(manifest: ViteManifest, key: string, seen: Set<string>, assets: PageAssets): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  assets.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) assets.styles.push(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, assets);
}

/**
 * The scripts and styles of the lazily loaded route modules a page is made of (their route ids are
 * their module names, see route-tree.tsx), less what index.html loads already. Linked from the HTML, the
 * page is styled at first paint and hydrates without waiting to discover its chunks.
 */
export function pageAssets(manifest: ViteManifest, routeIds: readonly string[]): PageAssets {
  const entry: PageAssets = { scripts: [], styles: [] };
  const seen = new Set<string>();
  collect(manifest, 'index.html', seen, entry);
  const page: PageAssets = { scripts: [], styles: [] };
  for (const id of routeIds) collect(manifest, `src/app/routes/${id}.tsx`, seen, page);
  // A layout's deferred parts: their styles are on the first paint with the server's HTML of them,
  // their scripts load as the page hydrates (not with the page's own).
  const deferred: PageAssets = { scripts: [], styles: [] };
  for (const id of routeIds) {
    for (const part of DEFERRED_PARTS[id] ?? []) collect(manifest, part, seen, deferred);
  }
  page.styles.push(...deferred.styles);
  return page;
}

/** A built stylesheet's text by its address (/assets/…css), or null when it cannot be inlined. */
export type ReadStyle = (href: string) => string | null;

/**
 * A stylesheet written into the page: the first paint waits for no request (on a phone's slow link
 * each one costs a round trip). A text that could end the <style> element is linked instead.
 *
 * The disabled link beside it is never fetched; it tells Vite's loader, which looks for stylesheet
 * links before it loads a lazy route's styles, that these are here already. Without it, hydrating
 * fetched every inlined stylesheet again and waited for them.
 */
export function styleTag(href: string, readStyle: ReadStyle): string {
  const css = readStyle(href);
  if (css === null || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="${href}" />`;
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled />`;
}

/**
 * Tags that depend only on a page's routes, written once per set of routes (a handful in the whole
 * shop): the styles they inline are tens of kilobytes, and every rendered page needs them.
 */
export function memoizedByRoutes(write: (routeIds: readonly string[]) => string) {
  const known = new Map<string, string>();
  return (routeIds: readonly string[]): string => {
    const key = routeIds.join(' ');
    let tags = known.get(key);
    if (tags === undefined) {
      tags = write(routeIds);
      known.set(key, tags);
    }
    return tags;
  };
}

/** A page's style tags for a manifest, once per set of routes. */
export function memoizedAssetTags(
  manifest: ViteManifest,
  readStyle: ReadStyle,
): (routeIds: readonly string[]) => string {
  return memoizedByRoutes((routeIds) => assetTags(pageAssets(manifest, routeIds), readStyle));
}

/** The tags for a page's assets: its styles inlined (its scripts are loaded by the boot script). */
export function assetTags({ styles }: PageAssets, readStyle: ReadStyle): string {
  return styles.map((href) => styleTag(href, readStyle)).join('\n    ');
}

/** The template's own stylesheet links (the entry's), inlined the same way. */
export function inlineTemplateStyles(template: string, readStyle: ReadStyle): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) =>
    styleTag(href, readStyle),
  );
}
