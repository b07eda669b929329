import type { ProductFacts } from './fact-columns.ts';
import type { AlternativeKind, QueryWord } from './query-plan.ts';
import { intersection, SlotArena, type SlotSet } from './slot-sets.ts';
import { ANY_FIELD, FIELD, PREFIX_SHIFT, type Probe } from './frozen-postings.ts';
import type { WordPostings } from './word-postings.ts';

/**
 * A query plan (query-plan.ts) matched and scored against the words every process keeps in memory
 * (word-postings.ts): the same answers on SQLite and PostgreSQL, since both read the same index rows.
 * Everything here is synchronous, so one search's sets come from one arena and go back to it whole.
 */

/** The products a search's words match, by slot, with their relevance when asked for. */
export interface SlotMatches {
  slots: Int32Array;
  /** Per slot in `slots`: its score (relevance) and how many of the query's words it matches. */
  score?: Float64Array;
  matched?: Float64Array;
}

/**
 * Points a word earns by where it is found; a product's score is the sum over the query's words. The
 * name counts most, by its best way of holding the word: as typed or stemmed, as a synonym, as the
 * start of a longer word (the last word while typing), as a part of a word. The category it names and
 * the description add less, and add up.
 */
const POINTS = { name: 12, nameSynonym: 9, namePrefix: 8, namePart: 6, category: 2, description: 1 };

const arenas = new WeakMap<ProductFacts, SlotArena>();

/** Runs `work` with an arena of sets as large as the facts' slots, then takes its sets back. */
function withArena<T>(facts: ProductFacts, work: (arena: SlotArena) => T): T {
  let arena = arenas.get(facts);
  if (!arena || arena.capacity < facts.size) {
    arena = new SlotArena(Math.max(facts.size, 1));
    arenas.set(facts, arena);
  }
  try {
    return work(arena);
  } finally {
    arena.release();
  }
}

/** The bits (collectWhere's) a test accepts: these columns holding a whole word, or a word begun too. */
const where = (fields: number, begun: boolean) => fields | (begun ? fields << PREFIX_SHIFT : 0);

/** Where each kind's one-slot alternatives put their bits in a word's set: a byte each. */
const KIND_SHIFT: Record<AlternativeKind, number> = { word: 0, synonym: 8, part: 16, category: 24 };

/**
 * What search asks of a word in a product: which kinds of alternative, found where (`where`'s bits).
 * Matching takes every kind where it belongs; scoring asks the name, the category, the description.
 */
const TESTS = {
  matchesWord: { kinds: ['word', 'synonym'], mask: where(ANY_FIELD, true) },
  matchesPart: { kinds: ['part'], mask: where(FIELD.parts, true) },
  matchesCategory: { kinds: ['category'], mask: where(FIELD.category, true) },
  name: { kinds: ['word'], mask: where(FIELD.name, false) },
  nameSynonym: { kinds: ['synonym'], mask: where(FIELD.name, true) },
  namePrefix: { kinds: ['word'], mask: where(FIELD.name, true) },
  namePart: { kinds: ['part'], mask: where(FIELD.name | FIELD.parts, true) },
  category: { kinds: ['category'], mask: where(FIELD.category, false) },
  description: { kinds: ['word', 'synonym'], mask: where(FIELD.description, true) },
  inName: { kinds: ['word', 'synonym'], mask: where(FIELD.name, true) },
} satisfies Record<string, { kinds: AlternativeKind[]; mask: number }>;
type Test = keyof typeof TESTS;

/** Each test as bits of a word's set. */
const TEST_BITS = Object.fromEntries(
  Object.entries(TESTS).map(([name, t]) => [
    name,
    t.kinds.reduce((bits, kind) => bits | (t.mask << KIND_SHIFT[kind]), 0),
  ]),
) as Record<Test, number>;

/** One alternative of several slots looked up: per slot, the products holding it and where. */
type Phrase = { kind: AlternativeKind; parts: SlotSet[] };

/** Whether the product holds every slot of the phrase where `mask` says. */
function holds(phrase: Phrase, slot: number, mask: number): boolean {
  for (const part of phrase.parts) if ((part.bitsOf(slot) & mask) === 0) return false;
  return true;
}

/**
 * A query word looked up. Its one-slot alternatives (nearly all) go into one set whose bits say, kind
 * by kind, in which columns each product holds it, whole or begun, so that a test is one AND; an
 * alternative of several slots (a synonym like 'appareil photo') keeps a set per slot, since each of
 * its words may be found in another column.
 */
class WordHits {
  private readonly found: SlotSet;
  private readonly phrases: Phrase[] = [];
  /** Probing instead of collecting: the word's lookups, and the bits probed so far. */
  private readonly probes: Probe[] | null;

  /**
   * `probe`: the word is only asked of a few products (those another word matched), so each is
   * probed through the forward index rather than the word's postings collected whole.
   */
  constructor(
    private readonly words: WordPostings,
    arena: SlotArena,
    word: QueryWord,
    probe = false,
  ) {
    this.found = arena.set();
    this.probes = probe ? [] : null;
    for (const alt of word.alternatives) {
      if (alt.slots.length === 1) {
        const [slot] = alt.slots;
        if (this.probes) this.probes.push(words.probeOf(slot!.forms, slot!.prefixes, KIND_SHIFT[alt.kind]));
        else words.collectWhere(this.found, slot!.forms, slot!.prefixes, KIND_SHIFT[alt.kind]);
      } else if (alt.slots.length > 1) {
        const parts = alt.slots.map((slot) => {
          const set = arena.set();
          words.collectWhere(set, slot.forms, slot.prefixes);
          return set;
        });
        this.phrases.push({ kind: alt.kind, parts });
      }
    }
  }

  /**
   * The product's points for the word, times two, plus one when it is found where it scores at all.
   * A word's begun forms are the last word typed's only: for the others, 'begun' is 'exact'.
   */
  pointsOf(slot: number): number {
    const bits = this.bitsOf(slot);
    const name = this.passes(slot, 'name', bits)
      ? POINTS.name
      : this.passes(slot, 'nameSynonym', bits)
        ? POINTS.nameSynonym
        : this.passes(slot, 'namePrefix', bits)
          ? POINTS.namePrefix
          : this.passes(slot, 'namePart', bits)
            ? POINTS.namePart
            : 0;
    const inCategory = this.passes(slot, 'category', bits);
    const inDescription = this.passes(slot, 'description', bits);
    const points = name + (inCategory ? POINTS.category : 0) + (inDescription ? POINTS.description : 0);
    return points * 2 + (name > 0 || inCategory || inDescription ? 1 : 0);
  }

  /** What collecting the word's alternatives costs (WordPostings.cost). */
  static cost(words: WordPostings, word: QueryWord): number {
    return word.alternatives.reduce(
      (sum, alt) => sum + alt.slots.reduce((s, slot) => s + words.cost(slot.forms, slot.prefixes), 0),
      0,
    );
  }

  /** Where the product holds the word's one-slot alternatives, kind by kind. */
  private bitsOf(slot: number): number {
    if (!this.probes) return this.found.bitsOf(slot);
    if (this.found.has(slot)) return this.found.bitsOf(slot);
    let bits = 0;
    for (const probe of this.probes) bits |= this.words.probe(slot, probe);
    this.found.add(slot, bits);
    return bits;
  }

  /** Whether the word passes the test in the product (whose bitsOf the caller may have read already). */
  passes(slot: number, name: Test, bits = this.bitsOf(slot)): boolean {
    if ((bits & TEST_BITS[name]) !== 0) return true;
    if (this.phrases.length === 0) return false;
    const { kinds, mask } = TESTS[name];
    return this.phrases.some(
      (p) => (kinds as readonly AlternativeKind[]).includes(p.kind) && holds(p, slot, mask),
    );
  }

  /** Whether the product matches the word: any alternative, each where it belongs, begun words counted. */
  matches(slot: number): boolean {
    const bits = this.bitsOf(slot);
    return (
      this.passes(slot, 'matchesWord', bits) ||
      this.passes(slot, 'matchesPart', bits) ||
      this.passes(slot, 'matchesCategory', bits)
    );
  }

  /** About how many products it matches at most. */
  reach(): number {
    return this.found.size + this.phrases.reduce((sum, p) => sum + p.parts[0]!.size, 0);
  }

  /** The products it matches that `keep` keeps, into a set of the arena. */
  matching(arena: SlotArena, keep: (slot: number) => boolean = () => true): SlotSet {
    const result = arena.set();
    this.each((slot) => {
      if (this.matches(slot) && keep(slot)) result.add(slot);
      return false;
    });
    return result;
  }

  /** Whether some product it matches passes `test`; stops at the first. */
  some(test: (slot: number) => boolean): boolean {
    return this.each((slot) => this.matches(slot) && test(slot));
  }

  /** Calls `visit` on every product it may match (some twice) until `visit` answers true. */
  private each(visit: (slot: number) => boolean): boolean {
    for (const list of [this.found, ...this.phrases.map((p) => p.parts[0]!)]) {
      for (let i = 0; i < list.size; i += 1) if (visit(list.slots[i]!)) return true;
    }
    return false;
  }
}

/**
 * A word is probed product by product (WordHits) rather than collected when its postings hold this
 * many times more entries than the products it is asked of: a probe reads a few of one product's
 * entries, a collection every entry of every word the typed letters begin ('co': 100,000 and more).
 */
const PROBE_RATIO = 8;

/**
 * Products matching every word (`all`) or any of them, with each word's hits. For every word, the
 * products of the word cheapest to collect are the candidates, and the other words are asked of them.
 */
function planSlots(words: WordPostings, arena: SlotArena, plan: readonly QueryWord[], all: boolean) {
  if (all) {
    const costs = plan.map((word) => WordHits.cost(words, word));
    const cheapest = costs.indexOf(Math.min(...costs));
    const first = new WordHits(words, arena, plan[cheapest]!);
    const candidates = first.reach();
    const perWord = plan.map((word, i) =>
      i === cheapest ? first : new WordHits(words, arena, word, costs[i]! > PROBE_RATIO * candidates),
    );
    const others = perWord.filter((w) => w !== first);
    const inEvery = (slot: number) => {
      for (const word of others) if (!word.matches(slot)) return false;
      return true;
    };
    return { found: first.matching(arena, inEvery), perWord };
  }
  const perWord = plan.map((word) => new WordHits(words, arena, word));
  const found = arena.set();
  for (const word of perWord) {
    const set = word.matching(arena);
    for (let i = 0; i < set.size; i += 1) found.add(set.slots[i]!);
  }
  return { found, perWord };
}

/**
 * Products matching every word of the plan (`all`) or, for partial matches, any word; with their
 * relevance score and how many words they match when `scored`.
 */
export function matchPlan(
  facts: ProductFacts,
  plan: readonly QueryWord[],
  all: boolean,
  scored: boolean,
): SlotMatches {
  return withArena(facts, (arena) => {
    const { found, perWord } = planSlots(facts.words, arena, plan, all);
    const slots = found.slots.slice(0, found.size);
    if (!scored) return { slots };
    const score = new Float64Array(slots.length);
    const matched = new Float64Array(slots.length).fill(plan.length);
    for (let i = 0; i < slots.length; i += 1) {
      let points = 0;
      let count = 0;
      for (const word of perWord) {
        const value = word.pointsOf(slots[i]!);
        points += value >> 1;
        count += value & 1;
      }
      score[i] = points;
      if (!all) matched[i] = count;
    }
    return { slots, score, matched };
  });
}

/** Whether any product (active or not) matches every word of the plan. */
export function planMatches(facts: ProductFacts, plan: readonly QueryWord[]): boolean {
  return withArena(facts, (arena) => planSlots(facts.words, arena, plan, true).found.size > 0);
}

/**
 * Whether some product's name holds the word: as typed, stemmed or begun, a synonym or a part of a
 * word. The category it names is left out of the lookup (no name holds it through that) and the
 * first product found answers: 'shoes' would otherwise collect all 16,000 Fashion products of a large
 * catalogue only to ask whether one of them is named so.
 */
export function nameHolds(facts: ProductFacts, word: QueryWord): boolean {
  const alternatives = word.alternatives.filter((a) => a.kind !== 'category');
  return withArena(facts, (arena) => {
    const hits = new WordHits(facts.words, arena, { ...word, alternatives });
    return hits.some((slot) => hits.passes(slot, 'inName') || hits.passes(slot, 'matchesPart'));
  });
}

/**
 * Slots of the products whose name has every term as the start of a word (a one-letter term as a
 * whole word: every name has some word beginning with 't'), for suggestions.
 */
export function nameMatches(facts: ProductFacts, terms: readonly string[]): Int32Array {
  return withArena(facts, (arena) => {
    const sets = terms.map((term) => {
      const set = arena.set();
      facts.words.collectWhere(set, [term], term.length === 1 ? [] : [term], 0, FIELD.name);
      return set;
    });
    if (sets.length === 0) return new Int32Array(0);
    sets.sort((a, b) => a.size - b.size);
    const found = sets.length === 1 ? sets[0]! : intersection(arena, sets[0]!, sets.slice(1));
    return found.slots.slice(0, found.size);
  });
}
