/**
 * The frozen part of the words in memory (word-postings.ts): every word's entries in typed arrays, one
 * list per word (postings) and one per product (the forward index), and the ways of reading them.
 */

/** The index's columns, as bits of an entry. */
export const FIELD = { name: 1, category: 2, description: 4, parts: 8 } as const;
export const ANY_FIELD = FIELD.name | FIELD.category | FIELD.description | FIELD.parts;
export const FIELD_BITS = 4;
/** Where collectWhere puts the columns holding a word begun, above those holding a whole word. */
export const PREFIX_SHIFT = FIELD_BITS;

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
export function wordsOf(text: IndexedText): Map<string, number> {
  const words = new Map<string, number>();
  for (const [column, bit] of COLUMNS) {
    for (const word of text[column].split(' ')) if (word) words.set(word, (words.get(word) ?? 0) | bit);
  }
  return words;
}

/** Terms in order, each with its entries (slot << FIELD_BITS | columns) and the columns any entry has. */
export interface Frozen {
  terms: string[];
  index: Map<string, number>;
  starts: Int32Array;
  entries: Int32Array;
  fields: Uint8Array;
  /**
   * The same entries slot by slot (the forward index): each slot's terms (term << FIELD_BITS | columns)
   * in term order, from forwardStarts[slot] to forwardStarts[slot + 1]. Asking whether one product
   * holds a common word begun ('co') reads a few of its own entries instead of the word's 100,000.
   */
  forwardStarts: Int32Array;
  forward: Int32Array;
}

/** Words looked up once for probing many products (WordPostings.probe). */
export interface Probe {
  exact: readonly string[];
  prefixes: readonly string[];
  /** Base terms of `exact`, and [first, end) ranges of base terms beginning with each prefix. */
  terms: Int32Array;
  ranges: Int32Array;
  shift: number;
}

/** Entries gathered term by term, then frozen. */
export class PostingsBuilder {
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
    const { forwardStarts, forward } = forwardOf(starts, entries);
    return {
      terms,
      index: new Map(terms.map((term, t) => [term, t])),
      starts,
      entries,
      fields,
      forwardStarts,
      forward,
    };
  }
}

/** The postings turned slot by slot: each slot's entries in term order (terms are walked in order). */
function forwardOf(starts: Int32Array, entries: Int32Array) {
  let slots = 0;
  for (const entry of entries) slots = Math.max(slots, (entry >>> FIELD_BITS) + 1);
  const forwardStarts = new Int32Array(slots + 1);
  for (const entry of entries) forwardStarts[(entry >>> FIELD_BITS) + 1]! += 1;
  for (let slot = 0; slot < slots; slot += 1) forwardStarts[slot + 1]! += forwardStarts[slot]!;
  const next = forwardStarts.slice(0, slots);
  const forward = new Int32Array(entries.length);
  for (let t = 0; t + 1 < starts.length; t += 1) {
    for (let i = starts[t]!; i < starts[t + 1]!; i += 1) {
      const entry = entries[i]!;
      forward[next[entry >>> FIELD_BITS]!++] = (t << FIELD_BITS) | (entry & ANY_FIELD);
    }
  }
  return { forwardStarts, forward };
}

/** The first position from `from` to `to` of the sorted `list` not below `value`. */
export function firstAtLeast(list: Int32Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where a changed product holds the probe's words. */
export function recentBits(words: ReadonlyMap<string, number>, probe: Probe): number {
  let bits = 0;
  for (const word of probe.exact) bits |= (words.get(word) ?? 0) << probe.shift;
  if (probe.prefixes.length === 0) return bits;
  for (const [word, fields] of words) {
    if (probe.prefixes.some((prefix) => word.startsWith(prefix)))
      bits |= fields << (probe.shift + PREFIX_SHIFT);
  }
  return bits;
}

/** The [first, end) positions of the sorted `terms` beginning with `prefix`. */
export function prefixRange(terms: readonly string[], prefix: string): [first: number, end: number] {
  // No character sorts after U+FFFF in UTF-16 order: every word beginning so sorts before this.
  return [lowerBound(terms, prefix), lowerBound(terms, `${prefix}\uffff`)];
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
