import type { SlotSet } from './slot-sets.ts';

/**
 * The text index's words in this process's memory, as an inverted index: for each word, the product
 * slots (product-facts.ts) holding it and in which of the index's columns. Search matches and scores
 * from it on both databases alike (word-match.ts) instead of asking the database's text index a dozen
 * questions per search; the database's index stays the source of truth it is read from.
 *
 * Two parts, as search engines keep segments: `base`, frozen in typed arrays and built in one go, and
 * `recent`, the words of products changed since, in maps. A changed product's base entries are skipped
 * (`stale`) until the next merge folds `recent` into a new base.
 */

/** The index's columns, as bits of an entry. */
export const FIELD = { name: 1, category: 2, description: 4, parts: 8 } as const;
export const ANY_FIELD = FIELD.name | FIELD.category | FIELD.description | FIELD.parts;
const FIELD_BITS = 4;

/** A product's words, column by column, each column's tokens separated by spaces (search-index.ts). */
export interface IndexedText {
  name: string;
  category: string;
  description: string;
  parts: string;
}

const COLUMNS = [
  ['name', FIELD.name],
  ['category', FIELD.category],
  ['description', FIELD.description],
  ['parts', FIELD.parts],
] as const;

/** Every word of a product with the columns holding it. */
function wordsOf(text: IndexedText): Map<string, number> {
  const words = new Map<string, number>();
  for (const [column, bit] of COLUMNS) {
    for (const word of text[column].split(' ')) if (word) words.set(word, (words.get(word) ?? 0) | bit);
  }
  return words;
}

/** Terms in order, each with its entries (slot << FIELD_BITS | columns) and the columns any entry has. */
interface Frozen {
  terms: string[];
  index: Map<string, number>;
  starts: Int32Array;
  entries: Int32Array;
  fields: Uint8Array;
}

/** Entries gathered term by term, then frozen. */
class Builder {
  private readonly lists = new Map<string, number[]>();

  add(slot: number, word: string, fields: number): void {
    const entry = (slot << FIELD_BITS) | fields;
    const list = this.lists.get(word);
    if (list) list.push(entry);
    else this.lists.set(word, [entry]);
  }

  addText(slot: number, text: IndexedText): void {
    for (const [column, bit] of COLUMNS)
      for (const word of text[column].split(' ')) if (word) this.add(slot, word, bit);
  }

  freeze(): Frozen {
    const terms = [...this.lists.keys()].sort();
    const starts = new Int32Array(terms.length + 1);
    let total = 0;
    terms.forEach((term, t) => {
      starts[t] = total;
      total += this.lists.get(term)!.length;
    });
    starts[terms.length] = total;
    const entries = new Int32Array(total);
    const fields = new Uint8Array(terms.length);
    terms.forEach((term, t) => {
      const list = this.lists.get(term)!;
      entries.set(list, starts[t]!);
      let union = 0;
      for (const entry of list) union |= entry;
      fields[t] = union & ANY_FIELD;
    });
    return { terms, index: new Map(terms.map((term, t) => [term, t])), starts, entries, fields };
  }
}

/** The first position in sorted `terms` not before `prefix`. */
function lowerBound(terms: readonly string[], prefix: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (terms[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A changed product's words are kept apart until this many changed products are folded into the base. */
const MERGE_AT = 5_000;

export class WordPostings {
  private base: Frozen;
  private stale: Uint8Array;
  private staleCount = 0;
  private readonly recentWords = new Map<number, Map<string, number>>();
  private readonly recent = new Map<string, Map<number, number>>();
  private recentTerms: string[] | null = null;
  /** Moves with every change of words (for what is derived from them, like the vocabulary). */
  version = 0;
  private vocabularyCache: { version: number; words: string[] } | null = null;

  private constructor(base: Frozen, capacity: number) {
    this.base = base;
    this.stale = new Uint8Array(capacity);
  }

  /** The postings of these products' words, read from the index. */
  static build(texts: Iterable<readonly [slot: number, text: IndexedText]>, capacity: number): WordPostings {
    const builder = new Builder();
    for (const [slot, text] of texts) builder.addText(slot, text);
    return new WordPostings(builder.freeze(), capacity);
  }

  /** Sets the words of one slot (a deleted product: no words). */
  update(slot: number, text: IndexedText | null): void {
    if (slot >= this.stale.length) {
      const larger = new Uint8Array(Math.max(slot + 1, this.stale.length * 2));
      larger.set(this.stale);
      this.stale = larger;
    }
    this.forgetRecent(slot);
    if (this.stale[slot] !== 1) {
      this.stale[slot] = 1;
      this.staleCount += 1;
    }
    const words = text ? wordsOf(text) : new Map<string, number>();
    this.recentWords.set(slot, words);
    for (const [word, fields] of words) {
      let slots = this.recent.get(word);
      if (!slots) {
        slots = new Map();
        this.recent.set(word, slots);
        this.recentTerms = null;
      }
      slots.set(slot, fields);
    }
    this.version += 1;
    if (this.recentWords.size >= MERGE_AT) this.merge();
  }

  private forgetRecent(slot: number): void {
    const old = this.recentWords.get(slot);
    if (!old) return;
    for (const word of old.keys()) {
      const slots = this.recent.get(word)!;
      slots.delete(slot);
      if (slots.size === 0) {
        this.recent.delete(word);
        this.recentTerms = null;
      }
    }
    this.recentWords.delete(slot);
  }

  /** Folds the recent words into a new base. */
  private merge(): void {
    const builder = new Builder();
    const { terms, starts, entries } = this.base;
    for (let t = 0; t < terms.length; t += 1) {
      for (let i = starts[t]!; i < starts[t + 1]!; i += 1) {
        const entry = entries[i]!;
        if (this.stale[entry >>> FIELD_BITS] !== 1)
          builder.add(entry >>> FIELD_BITS, terms[t]!, entry & ANY_FIELD);
      }
    }
    for (const [slot, words] of this.recentWords)
      for (const [word, fields] of words) builder.add(slot, word, fields);
    this.base = builder.freeze();
    this.stale.fill(0);
    this.staleCount = 0;
    this.recentWords.clear();
    this.recent.clear();
    this.recentTerms = null;
  }

  private sortedRecent(): string[] {
    this.recentTerms ??= [...this.recent.keys()].sort();
    return this.recentTerms;
  }

  /** Adds one base term's slots holding it in `fields`. */
  private collectTerm(into: SlotSet, t: number, fields: number): void {
    const { starts, entries } = this.base;
    const end = starts[t + 1]!;
    if (this.staleCount === 0) {
      for (let i = starts[t]!; i < end; i += 1) {
        const entry = entries[i]!;
        if ((entry & fields) !== 0) into.add(entry >>> FIELD_BITS);
      }
      return;
    }
    const stale = this.stale;
    for (let i = starts[t]!; i < end; i += 1) {
      const entry = entries[i]!;
      if ((entry & fields) !== 0 && stale[entry >>> FIELD_BITS] !== 1) into.add(entry >>> FIELD_BITS);
    }
  }

  private collectRecent(into: SlotSet, word: string, fields: number): void {
    const slots = this.recent.get(word);
    if (slots) for (const [slot, held] of slots) if ((held & fields) !== 0) into.add(slot);
  }

  /**
   * Adds to `into` the slots holding, in one of `fields`, one of the words `exact` or a word beginning
   * with one of `prefixes`.
   */
  collect(into: SlotSet, exact: readonly string[], prefixes: readonly string[], fields: number): void {
    const { index, terms, fields: termFields } = this.base;
    for (const word of exact) {
      const t = index.get(word);
      if (t !== undefined && (termFields[t]! & fields) !== 0) this.collectTerm(into, t, fields);
    }
    for (const prefix of prefixes) {
      for (let t = lowerBound(terms, prefix); t < terms.length && terms[t]!.startsWith(prefix); t += 1) {
        if ((termFields[t]! & fields) !== 0) this.collectTerm(into, t, fields);
      }
    }
    if (this.recent.size === 0) return;
    for (const word of exact) this.collectRecent(into, word, fields);
    const recentTerms = this.sortedRecent();
    for (const prefix of prefixes) {
      for (
        let t = lowerBound(recentTerms, prefix);
        t < recentTerms.length && recentTerms[t]!.startsWith(prefix);
        t += 1
      ) {
        this.collectRecent(into, recentTerms[t]!, fields);
      }
    }
  }

  /** Whether some base term has an entry in `fields` of a product not changed since. */
  private liveInBase(t: number, fields: number): boolean {
    const { starts, entries } = this.base;
    for (let i = starts[t]!; i < starts[t + 1]!; i += 1) {
      const entry = entries[i]!;
      if ((entry & fields) !== 0 && this.stale[entry >>> FIELD_BITS] !== 1) return true;
    }
    return false;
  }

  private liveInRecent(word: string, fields: number): boolean {
    for (const held of this.recent.get(word)?.values() ?? []) if ((held & fields) !== 0) return true;
    return false;
  }

  /** Whether some product holds a word beginning with `prefix`, in any column. */
  hasPrefix(prefix: string): boolean {
    const { terms } = this.base;
    for (let t = lowerBound(terms, prefix); t < terms.length && terms[t]!.startsWith(prefix); t += 1) {
      if (this.liveInBase(t, ANY_FIELD)) return true;
    }
    const recentTerms = this.sortedRecent();
    const r = lowerBound(recentTerms, prefix);
    return r < recentTerms.length && recentTerms[r]!.startsWith(prefix);
  }

  /** Every word some product holds in its name or description, in alphabetical order (typo correction). */
  vocabulary(): string[] {
    if (this.vocabularyCache?.version === this.version) return this.vocabularyCache.words;
    const fields = FIELD.name | FIELD.description;
    const words = new Set<string>();
    this.base.terms.forEach((term, t) => {
      if ((this.base.fields[t]! & fields) !== 0 && this.liveInBase(t, fields)) words.add(term);
    });
    for (const word of this.recent.keys()) if (this.liveInRecent(word, fields)) words.add(word);
    const sorted = [...words].sort();
    this.vocabularyCache = { version: this.version, words: sorted };
    return sorted;
  }
}
