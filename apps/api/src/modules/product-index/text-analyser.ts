import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';

/**
 * The one text analyser of search: both indexes store the tokens it makes and every query is turned
 * into tokens by it, so SQLite and PostgreSQL match the same products. A word is kept as written
 * (lower case, without accents) and also as its Snowball stem in its language ('running' → 'run',
 * 'chaussures' → 'chaussur'); hyphenated words are also kept joined ('t-shirt' → 'tshirt').
 * Tokens are letters and digits only, so no quote or operator of either engine can appear in one.
 */

export type TextLanguage = 'en' | 'fr';

/** Words longer than this are cut: nobody types them, and they only bloat the index. */
export const MAX_TOKEN_LENGTH = 40;

/** Accents off ('Électronique' → 'Electronique'), as both indexes and every query see text. */
export function stripAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

const STEMMERS: Record<TextLanguage, (word: string) => string> = {
  en: englishStemmer,
  fr: frenchStemmer,
};

/** Stems of words already seen: catalogue text repeats the same few thousand words endlessly. */
const stemCache: Record<TextLanguage, Map<string, string>> = { en: new Map(), fr: new Map() };
const STEM_CACHE_LIMIT = 50_000;

/**
 * An English noun of agent ('runner', 'charger') is also indexed by its verb ('run', 'charg'), which
 * is what the stems of 'running' and 'charging' are: Snowball leaves '-er' alone.
 */
function agentRoot(stem: string): string | null {
  if (stem.length < 5 || !stem.endsWith('er')) return null;
  let root = stem.slice(0, -2);
  const last = root.charAt(root.length - 1);
  if (root.length > 3 && last === root.charAt(root.length - 2) && !'aeiouls'.includes(last)) {
    root = root.slice(0, -1);
  }
  return root.length >= 3 ? root : null;
}

/**
 * The stems of one lower-case word in a language, accents stripped (French is stemmed with its
 * accents, which its rules read). Words with digits ('x12', '5g') are model names: never stemmed.
 */
export function stemsOf(word: string, lang: TextLanguage, agentRoots = true): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const cache = stemCache[lang];
  let stem = cache.get(word);
  if (stem === undefined) {
    stem = stripAccents(STEMMERS[lang](word));
    if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
    cache.set(word, stem);
  }
  const stems = [stem];
  if (lang === 'en' && agentRoots) {
    const root = agentRoot(stem);
    if (root) stems.push(root);
  }
  return stems;
}

/** A word as the shopper or the catalogue wrote it: lower case, accents kept for the French stemmer. */
export interface Word {
  /** Lower case with accents (for stemming). */
  accented: string;
  /** Lower case without accents: the token stored and matched. */
  plain: string;
}

function word(accented: string): Word {
  const cut = accented.slice(0, MAX_TOKEN_LENGTH);
  return { accented: cut, plain: stripAccents(cut).replace(/[^\p{L}\p{N}]/gu, '') };
}

/**
 * The words of a text, in order. A hyphenated word gives its parts, then the parts joined
 * ('make-up' → make, up, makeup) so that both spellings find it; `joinedOnly` gives only the joined
 * form (a query's 't-shirt' means one thing, not 't' and 'shirt').
 */
export function wordsOf(text: string, joinedOnly = false): Word[] {
  const words: Word[] = [];
  for (const chunk of text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}-]+/u)) {
    const parts = chunk.split('-').filter(Boolean);
    if (parts.length === 0) continue;
    if (parts.length === 1 || !joinedOnly) words.push(...parts.map(word));
    if (parts.length > 1) words.push(word(parts.join('')));
  }
  return words.filter((w) => w.plain !== '');
}

/** Words that say nothing of the product ('shoes for running', 'tapis de yoga'). */
const STOPWORDS = new Set(
  (
    'a an and at by for from in into of on or the to with ' +
    'au aux avec d de des du en et l la le les par pour sur un une'
  ).split(' '),
);

/** The words of a query or synonym without its stopwords, unless it has nothing else ('the'). */
export function meaningfulWords(words: readonly Word[]): Word[] {
  const meaningful = words.filter((w) => !STOPWORDS.has(w.plain));
  return meaningful.length ? meaningful : [...words];
}

/**
 * Every form of a word that a search may meet: as written, then its stems, without repeats.
 * `agentRoots` false leaves out 'train' for 'trainers': a synonym means the thing, not the activity.
 */
export function formsOf(w: Word, langs: readonly TextLanguage[], agentRoots = true): string[] {
  const forms = new Set([w.plain]);
  for (const lang of langs) for (const stem of stemsOf(w.accented, lang, agentRoots)) forms.add(stem);
  return [...forms];
}

/** The tokens an index stores for a text in one language: each word and its stems, without repeats. */
export function indexTokens(text: string, lang: TextLanguage): string[] {
  const tokens = new Set<string>();
  for (const w of wordsOf(text)) for (const form of formsOf(w, [lang])) tokens.add(form);
  return [...tokens];
}

/** Parts of words start at least this long: shorter ones ('one' in 'phone') match nearly everything. */
export const MIN_PART_LENGTH = 4;

/**
 * The inner and final pieces of the words of a name ('smartphone' → 'martphone' … 'hone'), each a
 * token: a prefix query on them is a search for a part of a word ('phone' finds 'smartphone') that
 * an ordinary word index answers as fast as any prefix.
 */
export function wordParts(tokens: Iterable<string>): string[] {
  const parts = new Set<string>();
  for (const token of tokens) {
    if (/\d/.test(token)) continue;
    for (let start = 1; token.length - start >= MIN_PART_LENGTH; start++) parts.add(token.slice(start));
  }
  return [...parts];
}
