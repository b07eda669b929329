import { BOOT_SCRIPT, BOOT_SCRIPT_ID } from '@store/shared/boot-script';
import { scriptJson } from './head-tags.ts';
import { memoizedByRoutes, pageAssets, type ViteManifest } from './page-assets.ts';

/** The entry script and module preloads Vite wrote into index.html. */
export interface TemplateScripts {
  entry: string;
  preload: string[];
}

/**
 * index.html without its entry script and module preloads, and what they named: a server-rendered
 * page loads them through its boot script instead (boot-script.ts), once it has painted.
 */
export function takeTemplateScripts(template: string): { template: string; scripts: TemplateScripts } {
  let entry = '';
  const preload: string[] = [];
  const rest = template
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  return { template: rest, scripts: { entry, preload } };
}

/** The boot script of a page and the modules it loads: the entry's, then its routes' own. */
export function bootTags(scripts: TemplateScripts, routeScripts: readonly string[]): string {
  const modules = { entry: scripts.entry, preload: [...scripts.preload, ...routeScripts] };
  return (
    `<script type="application/json" id="${BOOT_SCRIPT_ID}">${scriptJson(modules)}</script>` +
    `<script>${BOOT_SCRIPT}</script>`
  );
}

/** A page's boot tags for a manifest, once per set of routes. */
export function memoizedBootTags(manifest: ViteManifest, scripts: TemplateScripts) {
  return memoizedByRoutes((routeIds) => bootTags(scripts, pageAssets(manifest, routeIds).scripts));
}
