/**
 * `npm run check:bundle`, a step of `npm test`: the JavaScript budget of the storefront (issue 20),
 * checked on the build so the answer is the same on every machine. For each storefront route, the
 * JavaScript a first visit loads (the entry, the route's own chunk and every chunk they import
 * statically), gzipped. The admin panel and the card-payment code must not be part of it, except the
 * payment code on the checkout itself.
 *
 * Every route is held to TARGET_KB: about 107 KB of it is what every page loads (React DOM, React,
 * React Router, TanStack Query, the shop's layout), so a page's own code has about 13 KB. What a page
 * loads later (parts that hydrate after it, dialogs, the payment step) is shown, not counted: the page
 * does not wait for it. Prints a table; exits 1 when a route is over or a rule broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, WEB_DIST } from './lib/web-build.ts';

/** First-load JavaScript of any storefront route, gzipped (default level), in KB of 1,024 bytes. */
const TARGET_KB = 120;
const ROUTES_DIR = 'src/app/routes/';
/** Screens loaded only where they are used, never with a storefront page. */
const ADMIN = 'src/app/routes/admin.tsx';
/** Where the card-payment code may load with the page: the checkout itself. */
const PAYMENT_ROUTES = new Set(['src/app/routes/checkout.tsx']);
const PAYMENT_CODE = /js\.stripe\.com/;
/** A `texts:` module's French (text-bundles-plugin.ts), fetched only by those who read French. */
const OTHER_LANGUAGE_TEXTS = /^texts:.*@/;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

const dist = process.env.WEB_DIST ?? WEB_DIST;
await ensureWebBuild(dist);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
/** What the budget reads of each chunk, worked out once whichever routes load it. */
interface ChunkFacts {
  gzipKb: number;
  /** Card-payment code: Stripe's loader names the address it loads Stripe.js from. */
  payment: boolean;
}
const chunks = new Map<string, ChunkFacts>();
/** The manifest does not list the modules inside a chunk, so its code is read and searched. */
function chunkFacts(key: string): ChunkFacts {
  let found = chunks.get(key);
  if (!found) {
    const bytes = readFileSync(join(dist, manifest[key]!.file));
    found = { gzipKb: gzipSync(bytes).length / 1024, payment: PAYMENT_CODE.test(bytes.toString('utf8')) };
    chunks.set(key, found);
  }
  return found;
}

/** The manifest keys a chunk loads with it: itself and its static imports, recursively. */
function staticClosure(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * What the route and the layout may load lazily, beyond what they load first: parts that hydrate after
 * the page (the footer, a product's tabs), and what only use brings (dialogs, menus, the checkout's
 * payment step). Shown beside the budget, not counted in it; other pages are left out.
 */
function lazyKb(route: string, loaded: Set<string>): number {
  const lazy = [...loaded]
    .flatMap((key) => manifest[key]!.dynamicImports ?? [])
    // Other pages, and the texts of another language than the default.
    .filter((key) => (!key.startsWith(ROUTES_DIR) || key === route) && !OTHER_LANGUAGE_TEXTS.test(key));
  return [...staticClosure(lazy)]
    .filter((key) => !loaded.has(key))
    .reduce((sum, key) => sum + chunkFacts(key).gzipKb, 0);
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('the manifest names no entry chunk');
const routes = Object.keys(manifest)
  .filter((key) => key.startsWith(ROUTES_DIR) && key !== ADMIN && manifest[key]!.isDynamicEntry)
  .sort();

const failures: string[] = [];
const rows: string[] = [];
for (const route of routes) {
  const name = route.slice(ROUTES_DIR.length, -'.tsx'.length);
  const loaded = staticClosure([entry, route]);
  const kb = [...loaded].reduce((sum, key) => sum + chunkFacts(key).gzipKb, 0);
  const verdict = kb > TARGET_KB ? '✗ over' : '✓';
  rows.push(
    `${name.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  ${lazyKb(route, loaded).toFixed(1).padStart(7)} KB  ${String(loaded.size).padStart(6)}  ${verdict}`,
  );
  if (kb > TARGET_KB) {
    failures.push(`${name}: ${kb.toFixed(1)} KB of JavaScript on first load, over ${TARGET_KB} KB`);
  }
  if (loaded.has(ADMIN)) failures.push(`${name}: loads the admin panel`);
  const payment = [...loaded].filter((key) => chunkFacts(key).payment);
  if (payment.length > 0 && !PAYMENT_ROUTES.has(route)) {
    failures.push(`${name}: loads card-payment code (${payment.join(', ')})`);
  }
}

console.log(`First-load JavaScript per storefront route, gzipped (target ${TARGET_KB} KB)\n`);
console.log(`${'route'.padEnd(24)} ${'loads'.padStart(10)}  ${'lazy'.padStart(10)}  chunks`);
console.log(rows.join('\n'));
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
