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
 * their module names, see router.tsx), less what index.html loads already. Linked from the HTML, the
 * page is styled at first paint and hydrates without waiting to discover its chunks.
 */
export function pageAssets(manifest: ViteManifest, routeIds: string[]): PageAssets {
  const entry: PageAssets = { scripts: [], styles: [] };
  const seen = new Set<string>();
  collect(manifest, 'index.html', seen, entry);
  const page: PageAssets = { scripts: [], styles: [] };
  for (const id of routeIds) collect(manifest, `src/app/routes/${id}.tsx`, seen, page);
  return page;
}

/** The <link> tags for a page's assets. */
export function assetTags({ scripts, styles }: PageAssets): string {
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ].join('\n    ');
}
