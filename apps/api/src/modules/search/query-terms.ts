import { SEARCH_MIN_CHARS } from '@store/shared/constants';
import { SEARCH_MAX_QUERY_LENGTH } from '@store/shared/schemas/search';

/** At most this many words of a query are searched; more only slow the engine without narrowing much. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Lower-case and strip accents, as both indexes store text ('Électronique' → 'electronique'). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The words of a query as the index stores them: letters and digits only, so no quote, operator or
 * SQL fragment ever reaches the engine. Empty when the query has fewer than 2 non-blank characters.
 */
export function queryTerms(q: string): string[] {
  const text = q.slice(0, SEARCH_MAX_QUERY_LENGTH);
  if (text.replace(/\s/g, '').length < SEARCH_MIN_CHARS) return [];
  const words = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Whether each typed term begins some word of the text, accents and case aside ('cas' in 'Casque'). */
export function beginsWords(text: string, terms: readonly string[]): boolean {
  const words = normalizeText(text).split(/[^\p{L}\p{N}]+/u);
  return terms.every((t) => words.some((w) => w.startsWith(t)));
}

/** The normalised form under which searches are counted for trending and recent. */
export function normalizedQuery(q: string): string {
  return normalizeText(q.trim().replace(/\s+/g, ' ')).slice(0, SEARCH_MAX_QUERY_LENGTH);
}

/**
 * A one-letter word ('t' of 't-shirt') is looked for whole, not as a prefix: neither index keeps
 * one-letter prefixes, and every name has some word beginning with 't'.
 */
const whole = (term: string) => term.length === 1;

/** SQLite FTS5 MATCH expression: every word, each as a quoted prefix ("wire"* AND "head"*). */
export function fts5Expression(terms: readonly string[]): string {
  return terms.map((t) => (whole(t) ? `"${t}"` : `"${t}"*`)).join(' AND ');
}

/** PostgreSQL tsquery text: every word as a prefix (wire:* & head:*). */
export function tsqueryExpression(terms: readonly string[]): string {
  return terms.map((t) => (whole(t) ? t : `${t}:*`)).join(' & ');
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: adjacent swaps count 1, so 'lapotp' is 1
 * from 'laptop'), row by row: typo correction measures hundreds of words per misspelt one.
 */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let before = new Int32Array(cols);
  let previous = Int32Array.from({ length: cols }, (_, j) => j);
  let current = new Int32Array(cols);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How many typos a word of this length may carry and still be corrected. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}
