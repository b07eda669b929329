import {
  ANY_FIELD,
  FIELD,
  FIELD_BITS,
  firstAtLeast,
  type Frozen,
  type IndexedText,
  PostingsBuilder,
  type Probe,
  PREFIX_SHIFT,
  prefixRange,
  recentBits,
  wordsOf,
} from './frozen-postings.ts';
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

/** A changed product's words are kept apart until this many changed products are folded into the base. */
const MERGE_AT = 5_000;

export class WordPostings {
  private base: Frozen;
  private stale: Uint8Array;
  private readonly recentWords = new Map<number, Map<string, number>>();
  private readonly recent = new Map<string, Map<number, number>>();
  private recentTerms: string[] | null = null;

  /** Built by PostingsBuilder (WordPostings.of). */
  constructor(base: Frozen, capacity: number) {
    this.base = base;
    this.stale = new Uint8Array(capacity);
  }

  /** The postings of these products' words. */
  static build(texts: Iterable<readonly [slot: number, text: IndexedText]>, capacity: number): WordPostings {
    const builder = new PostingsBuilder();
    for (const [slot, text] of texts) builder.addText(slot, text);
    return WordPostings.of(builder, capacity);
  }

  /** The postings of what the builder was given, for slots below `capacity` (more may come later). */
  static of(builder: PostingsBuilder, capacity: number): WordPostings {
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
    this.stale[slot] = 1;
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
    const builder = new PostingsBuilder();
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
    this.recentWords.clear();
    this.recent.clear();
    this.recentTerms = null;
  }

  /** The words of changed products beginning with `prefix`. */
  private recentBeginning(prefix: string): string[] {
    this.recentTerms ??= [...this.recent.keys()].sort();
    const [first, end] = prefixRange(this.recentTerms, prefix);
    return this.recentTerms.slice(first, end);
  }

  /** Adds one base term's slots holding it in `fields`, with those columns shifted left by `shift`. */
  private collectTermBits(into: SlotSet, t: number, shift: number, fields: number): void {
    if ((this.base.fields[t]! & fields) === 0) return;
    const { starts, entries } = this.base;
    const end = starts[t + 1]!;
    // With no product changed since the base was built, no entry needs the check.
    const stale = this.recentWords.size === 0 ? null : this.stale;
    for (let i = starts[t]!; i < end; i += 1) {
      const entry = entries[i]!;
      const slot = entry >>> FIELD_BITS;
      if ((entry & fields) !== 0 && (stale === null || stale[slot] !== 1))
        into.add(slot, (entry & fields) << shift);
    }
  }

  private collectRecentBits(into: SlotSet, word: string, shift: number, fields: number): void {
    const slots = this.recent.get(word);
    if (slots)
      for (const [slot, held] of slots) if ((held & fields) !== 0) into.add(slot, (held & fields) << shift);
  }

  /**
   * Adds to `into` every product holding one of the words `exact` or a word beginning with one of
   * `prefixes`, in any column, each with bits that say where: the columns (FIELD) holding a word of
   * `exact`, and above them (shifted by PREFIX_SHIFT) those holding a word begun; all shifted by
   * `shift`, so that one set can say where several things were found. Only `fields` are looked in.
   */
  collectWhere(
    into: SlotSet,
    exact: readonly string[],
    prefixes: readonly string[],
    shift = 0,
    fields: number = ANY_FIELD,
  ): void {
    const { index, terms } = this.base;
    for (const word of exact) {
      const t = index.get(word);
      if (t !== undefined) this.collectTermBits(into, t, shift, fields);
    }
    for (const prefix of prefixes) {
      const [first, end] = prefixRange(terms, prefix);
      for (let t = first; t < end; t += 1) this.collectTermBits(into, t, shift + PREFIX_SHIFT, fields);
    }
    if (this.recent.size === 0) return;
    for (const word of exact) this.collectRecentBits(into, word, shift, fields);
    for (const prefix of prefixes) {
      for (const word of this.recentBeginning(prefix))
        this.collectRecentBits(into, word, shift + PREFIX_SHIFT, fields);
    }
  }

  /** How many entries reading these words from the postings would visit (what collectWhere costs). */
  cost(exact: readonly string[], prefixes: readonly string[]): number {
    const { index, terms, starts } = this.base;
    let cost = 0;
    for (const word of exact) {
      const t = index.get(word);
      if (t !== undefined) cost += starts[t + 1]! - starts[t]!;
    }
    for (const prefix of prefixes) {
      const [first, end] = prefixRange(terms, prefix);
      cost += starts[end]! - starts[first]!;
    }
    return cost;
  }

  /** These words looked up once, to probe products one by one, with bits as collectWhere gives them. */
  probeOf(exact: readonly string[], prefixes: readonly string[], shift = 0): Probe {
    const { index, terms } = this.base;
    const found = exact.flatMap((word) => index.get(word) ?? []);
    const ranges = prefixes.flatMap((prefix) => prefixRange(terms, prefix));
    return { exact, prefixes, terms: Int32Array.from(found), ranges: Int32Array.from(ranges), shift };
  }

  /** Where one product holds the probe's words: collectWhere's bits for this product alone. */
  probe(slot: number, probe: Probe): number {
    const recent = this.recentWords.get(slot);
    if (recent) return recentBits(recent, probe);
    const { forwardStarts, forward } = this.base;
    if (slot + 1 >= forwardStarts.length) return 0;
    const [from, to] = [forwardStarts[slot]!, forwardStarts[slot + 1]!];
    let bits = 0;
    for (const t of probe.terms) {
      for (
        let i = firstAtLeast(forward, from, to, t << FIELD_BITS);
        i < to && forward[i]! >>> FIELD_BITS === t;
        i += 1
      ) {
        bits |= (forward[i]! & ANY_FIELD) << probe.shift;
      }
    }
    for (let r = 0; r < probe.ranges.length; r += 2) {
      const end = probe.ranges[r + 1]!;
      for (
        let i = firstAtLeast(forward, from, to, probe.ranges[r]! << FIELD_BITS);
        i < to && forward[i]! >>> FIELD_BITS < end;
        i += 1
      ) {
        bits |= (forward[i]! & ANY_FIELD) << (probe.shift + PREFIX_SHIFT);
      }
    }
    return bits;
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
    const [first, end] = prefixRange(this.base.terms, prefix);
    for (let t = first; t < end; t += 1) if (this.liveInBase(t, ANY_FIELD)) return true;
    return this.recentBeginning(prefix).length > 0;
  }

  /**
   * The words some product holds in its name or description that begin with `prefix` and are `min` to
   * `max` letters long, in alphabetical order (typo correction's candidates).
   */
  wordsBeginning(prefix: string, min: number, max: number): string[] {
    const fields = FIELD.name | FIELD.description;
    const words = new Set<string>();
    const { terms, fields: termFields } = this.base;
    const [first, end] = prefixRange(terms, prefix);
    for (let t = first; t < end; t += 1) {
      const term = terms[t]!;
      if (term.length < min || term.length > max || (termFields[t]! & fields) === 0) continue;
      if (this.liveInBase(t, fields)) words.add(term);
    }
    for (const word of this.recentBeginning(prefix)) {
      if (word.length >= min && word.length <= max && this.liveInRecent(word, fields)) words.add(word);
    }
    return [...words].sort();
  }
}
