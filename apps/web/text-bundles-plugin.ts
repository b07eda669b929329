import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Bundles of UI texts cut from en.json / fr.json at build time, so a page's words travel with the
 * page's chunk instead of riding in the entry every first visit loads (issue 20's JavaScript budget),
 * while the texts themselves stay in one file per language, as the translators edit them.
 *
 *   import texts from 'texts:checkout,orders'      the `checkout` and `orders` sections
 *   import texts from 'texts:-checkout,orders'     every section but those
 *
 * The module's default export is a `TextBundle` (src/i18n/text-bundle.ts): English inline (it is
 * also every language's fallback), each other language a chunk of its own, fetched when spoken.
 */

const PREFIX = 'texts:';
/** `texts:<sections>@<lang>`: one language's sections, a module of its own. */
const LANGUAGE_SEPARATOR = '@';
const DEFAULT_LANGUAGE = 'en';
const OTHER_LANGUAGES = ['fr'];

function textsFile(lang: string): string {
  return fileURLToPath(new URL(`./src/i18n/${lang}.json`, import.meta.url));
}

/** The sections a list names: kept (`a,b`) or, with a leading minus, left out (`-a,b`). */
function pickSections(texts: Record<string, unknown>, list: string): Record<string, unknown> {
  const leaveOut = list.startsWith('-');
  const named = new Set((leaveOut ? list.slice(1) : list).split(','));
  for (const section of named) {
    if (!(section in texts)) throw new Error(`${PREFIX}${list}: the texts have no section "${section}"`);
  }
  return Object.fromEntries(Object.entries(texts).filter(([section]) => named.has(section) !== leaveOut));
}

export function textBundles(): Plugin {
  return {
    name: 'store:text-bundles',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [list = '', lang] = id.slice(PREFIX.length + 1).split(LANGUAGE_SEPARATOR);
      const read = (language: string): string => {
        const file = textsFile(language);
        this.addWatchFile(file);
        const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        // A string parsed at run time costs less to load than the same object as a literal.
        return `JSON.parse(${JSON.stringify(JSON.stringify(pickSections(texts, list)))})`;
      };
      if (lang !== undefined) return `export default ${read(lang)};`;
      const loaders = OTHER_LANGUAGES.map(
        (other) =>
          `${other}: () => import(${JSON.stringify(`${PREFIX}${list}${LANGUAGE_SEPARATOR}${other}`)}).then((m) => m.default)`,
      );
      return [
        `export default {`,
        `  id: ${JSON.stringify(list)},`,
        `  ${DEFAULT_LANGUAGE}: ${read(DEFAULT_LANGUAGE)},`,
        `  load: { ${loaders.join(', ')} },`,
        `};`,
      ].join('\n');
    },
  };
}
