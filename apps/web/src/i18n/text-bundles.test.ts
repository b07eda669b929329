import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en.json';

/**
 * The entry carries the texts every page may need; each page's chunk carries the sections only it
 * uses (text-bundles-plugin.ts). A section a page's code reads but neither carries would show its
 * raw key to the shopper, so this reads the code the way the bundler does: from the entry and from
 * each page, along static and lazy imports, collecting the sections the code names.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));
const SECTIONS = new Set(Object.keys(en));
const ROUTES_DIR = join(SRC, 'app', 'routes');

interface SourceFacts {
  imports: string[];
  /** Pages the file loads lazily (the route tree): walked on their own, with their own texts. */
  pages: string[];
  sections: string[];
  textBundles: string[];
}

const facts = new Map<string, SourceFacts>();

function factsOf(file: string): SourceFacts {
  let found = facts.get(file);
  if (found) return found;
  const code = readFileSync(file, 'utf8');
  const imports: string[] = [];
  const pages: string[] = [];
  for (const [, specifier] of code.matchAll(
    /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+\.tsx?)'/g,
  )) {
    const target = join(dirname(file), specifier ?? '');
    if (!existsSync(target)) continue;
    (dirname(target) === ROUTES_DIR && file !== target ? pages : imports).push(target);
  }
  const sections = [...code.matchAll(/['"`]([A-Za-z]+)\.[A-Za-z_$]/g)]
    .map(([, name]) => name ?? '')
    .filter((name) => SECTIONS.has(name));
  const textBundles = [...code.matchAll(/'texts:([^']+)'/g)].map(([, list]) => list ?? '');
  found = { imports, pages, sections, textBundles };
  facts.set(file, found);
  return found;
}

/** Every file a start reaches, and the sections they name. */
function reach(start: string): { files: Set<string>; sections: Set<string>; bundles: string[] } {
  const files = new Set<string>();
  const sections = new Set<string>();
  const bundles: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const { imports, sections: named, textBundles } = factsOf(file);
    for (const section of named) sections.add(section);
    bundles.push(...textBundles);
    imports.forEach(visit);
  };
  visit(start);
  return { files, sections, bundles };
}

/** The sections a `texts:` list names. */
function sectionsOf(list: string): Set<string> {
  const leaveOut = list.startsWith('-');
  const named = new Set((leaveOut ? list.slice(1) : list).split(','));
  return new Set([...SECTIONS].filter((section) => named.has(section) !== leaveOut));
}

const entry = reach(join(SRC, 'main.tsx'));
const entryTexts = new Set(entry.bundles.flatMap((list) => [...sectionsOf(list)]));
const pageFiles = readdirSync(ROUTES_DIR)
  .filter((name) => /^[a-z-]+\.tsx$/.test(name) && name !== 'admin.tsx')
  .map((name) => join(ROUTES_DIR, name));

describe('UI texts split between the entry and the pages', () => {
  it('the entry carries every section its own code names', () => {
    const missing = [...entry.sections].filter((section) => !entryTexts.has(section));
    expect(missing).toEqual([]);
  });

  it.each(pageFiles.map((file) => [relative(SRC, file), file]))(
    '%s carries the sections its code names that the entry does not',
    (_name, file) => {
      const page = reach(file);
      const carried = new Set(page.bundles.flatMap((list) => [...sectionsOf(list)]));
      const missing = [...page.sections].filter(
        (section) => !entryTexts.has(section) && !carried.has(section),
      );
      expect(missing).toEqual([]);
    },
  );

  it('leaves out of the entry only sections some page carries, or that the browser never reads', () => {
    const pages = pageFiles.map(reach);
    const carriedByPages = new Set(
      pages.flatMap((page) => page.bundles.flatMap((list) => [...sectionsOf(list)])),
    );
    const readInBrowser = new Set([...entry.sections, ...pages.flatMap((page) => [...page.sections])]);
    const nowhere = [...SECTIONS].filter(
      (section) => readInBrowser.has(section) && !entryTexts.has(section) && !carriedByPages.has(section),
    );
    expect(nowhere).toEqual([]);
    // What the browser never reads is the server's own (page descriptions): it stays out of every chunk.
    expect([...SECTIONS].filter((section) => !readInBrowser.has(section))).toEqual(['meta']);
    expect(entryTexts.has('meta')).toBe(false);
  });
});
