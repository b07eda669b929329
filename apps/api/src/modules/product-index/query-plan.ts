import { SEARCH_MIN_CHARS } from '@store/shared/constants';
import { SEARCH_MAX_QUERY_LENGTH } from '@store/shared/schemas/search';
import { type CategoryWords, categoriesNamed } from './category-words.ts';
import type { SynonymGroup } from './synonyms.ts';
import {
  formsOf,
  meaningfulWords,
  MIN_PART_LENGTH,
  type TextLanguage,
  type Word,
  wordsOf,
} from './text-analyser.ts';

/**
 * What a query asks the index for. Each query word (or phrase of a synonym, 'appareil photo') must be
 * found by one of its alternatives: the word itself in any of its forms (as typed, stemmed, and as a
 * prefix when it is the last word typed), a synonym, a part of a name word ('phone' in
 * 'smartphone'), or a category it names ('shoes': Fashion). An alternative is a list of slots that must all be found; a slot is found by any of
 * its exact forms or prefixes.
 */
export interface Slot {
  forms: readonly string[];
  prefixes: readonly string[];
}
export type AlternativeKind = 'word' | 'synonym' | 'part' | 'category';
export interface Alternative {
  kind: AlternativeKind;
  slots: readonly Slot[];
}
export interface QueryWord {
  /** The words as typed (plain), for a corrected query's text. */
  text: string;
  alternatives: readonly Alternative[];
}

/** At most this many words of a query are searched; more only slow the engine without narrowing much. */
const MAX_WORDS = 8;
const BOTH: readonly TextLanguage[] = ['en', 'fr'];

interface TypedWord {
  word: Word;
  forms: readonly string[];
}

/** The words of a query worth searching; empty when it has fewer than 2 non-blank characters. */
export function typedWords(q: string): Word[] {
  const text = q.slice(0, SEARCH_MAX_QUERY_LENGTH);
  if (text.replace(/\s/g, '').length < SEARCH_MIN_CHARS) return [];
  const seen = new Set<string>();
  const words = wordsOf(text, true).filter((w) => !seen.has(w.plain) && seen.add(w.plain));
  return meaningfulWords(words).slice(0, MAX_WORDS);
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** How many words from `start` a synonym entry covers (0 when it is not there). */
function entryAt(words: readonly TypedWord[], start: number, entry: SynonymGroup[number]): number {
  if (start + entry.length > words.length) return 0;
  return entry.every((forms, j) => overlaps(forms, words[start + j]!.forms)) ? entry.length : 0;
}

function wordSlot(w: TypedWord, last: boolean): Slot {
  return { forms: w.forms, prefixes: last ? [w.word.plain] : [] };
}

function partAlternative(w: TypedWord): Alternative | null {
  const forms = w.forms.filter((f) => f.length >= MIN_PART_LENGTH && !/\d/.test(f));
  return forms.length ? { kind: 'part', slots: [{ forms: [], prefixes: forms }] } : null;
}

/**
 * The query as index lookups: its words in order, each with every way of finding it. Words that
 * together spell an entry of a synonym group become one query word that also finds the group's other
 * entries; a longer entry wins over a shorter one at the same place.
 */
export function planQuery(
  q: string,
  groups: readonly SynonymGroup[],
  categories: readonly CategoryWords[],
): QueryWord[] {
  const words: TypedWord[] = typedWords(q).map((word) => ({ word, forms: formsOf(word, BOTH) }));
  const plan: QueryWord[] = [];
  for (let i = 0; i < words.length;) {
    let span = 1;
    let synonyms: SynonymGroup[number][] = [];
    for (const group of groups) {
      for (const entry of group) {
        const covered = entryAt(words, i, entry);
        if (covered === 0 || covered < span) continue;
        if (covered > span) synonyms = [];
        span = covered;
        synonyms.push(...group.filter((other) => other !== entry));
      }
    }
    const own = words.slice(i, i + span);
    const last = i + span === words.length;
    const alternatives: Alternative[] = [
      { kind: 'word', slots: own.map((w, j) => wordSlot(w, last && j === span - 1)) },
      ...synonyms.map((entry): Alternative => ({
        kind: 'synonym',
        slots: entry.map((forms) => ({ forms, prefixes: [] })),
      })),
    ];
    const named = categoriesNamed(alternatives, categories);
    if (named.length) alternatives.push({ kind: 'category', slots: [{ forms: named, prefixes: [] }] });
    const part = span === 1 ? partAlternative(own[0]!) : null;
    if (part) alternatives.push(part);
    plan.push({ text: own.map((w) => w.word.plain).join(' '), alternatives });
    i += span;
  }
  return plan;
}
