import type { ProductFacts } from './fact-columns.ts';
import type { Alternative, AlternativeKind, QueryWord } from './query-plan.ts';
import { intersection, SlotArena, type SlotSet } from './slot-sets.ts';
import { ANY_FIELD, FIELD, type WordPostings } from './word-postings.ts';

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

/** Where each kind of alternative is looked for when matching (any column when not listed). */
const MATCHED_IN: Partial<Record<AlternativeKind, number>> = { part: FIELD.parts, category: FIELD.category };

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

/** What one pass over the words looks for, and where. */
interface Lookup {
  words: WordPostings;
  arena: SlotArena;
  fields: number;
  /** Whether slots' prefixes count (else their exact forms only). */
  prefixes: boolean;
}

/**
 * Adds to `into` the products holding the alternative in the lookup's columns: every slot of it, each
 * by any of its forms (or prefixes). An alternative with a slot that has nothing to look for here
 * finds nothing.
 */
function addAlternative(into: SlotSet, alt: Alternative, lookup: Lookup): void {
  const { words, arena, fields, prefixes } = lookup;
  if (alt.slots.length === 0) return;
  if (alt.slots.some((s) => s.forms.length === 0 && !(prefixes && s.prefixes.length > 0))) return;
  const prefixesOf = (slot: Alternative['slots'][number]) => (prefixes ? slot.prefixes : []);
  if (alt.slots.length === 1) {
    words.collect(into, alt.slots[0]!.forms, prefixesOf(alt.slots[0]!), fields);
    return;
  }
  const found = alt.slots.map((slot) => {
    const set = arena.set();
    words.collect(set, slot.forms, prefixesOf(slot), fields);
    return set;
  });
  found.sort((a, b) => a.size - b.size);
  const both = intersection(arena, found[0]!, found.slice(1));
  for (let i = 0; i < both.size; i += 1) into.add(both.slots[i]!);
}

/** Products holding any of these alternatives in the lookup's columns. */
function holdingAny(alternatives: readonly Alternative[], lookup: Lookup): SlotSet {
  const set = lookup.arena.set();
  for (const alt of alternatives) addAlternative(set, alt, lookup);
  return set;
}

const ofKinds = (word: QueryWord, ...kinds: AlternativeKind[]) =>
  word.alternatives.filter((a) => kinds.includes(a.kind));

/** Products a query word matches: any of its alternatives, each where it belongs, prefixes counted. */
function wordMatches(words: WordPostings, arena: SlotArena, word: QueryWord): SlotSet {
  const set = arena.set();
  for (const alt of word.alternatives) {
    addAlternative(set, alt, { words, arena, fields: MATCHED_IN[alt.kind] ?? ANY_FIELD, prefixes: true });
  }
  return set;
}

/** Products matching every word (`all`) or any of them, with each word's own matches. */
function planSlots(words: WordPostings, arena: SlotArena, plan: readonly QueryWord[], all: boolean) {
  const perWord = plan.map((word) => wordMatches(words, arena, word));
  if (perWord.length === 1) return { found: perWord[0]!, perWord };
  if (all) {
    const bySize = [...perWord].sort((a, b) => a.size - b.size);
    return { found: intersection(arena, bySize[0]!, bySize.slice(1)), perWord };
  }
  const found = arena.set();
  for (const set of perWord) for (let i = 0; i < set.size; i += 1) found.add(set.slots[i]!);
  return { found, perWord };
}

/** Each slot's points for one word, and whether the word is found where it scores at all. */
function wordScorer(words: WordPostings, arena: SlotArena, word: QueryWord) {
  const lookup = (fields: number, prefixes: boolean): Lookup => ({ words, arena, fields, prefixes });
  const own = ofKinds(word, 'word');
  const exact = holdingAny(own, lookup(FIELD.name, false));
  const synonym = holdingAny(ofKinds(word, 'synonym'), lookup(FIELD.name, true));
  // Only the last word typed has prefixes: for the others, 'begun' is 'exact' again.
  const hasPrefixes = own.some((a) => a.slots.some((s) => s.prefixes.length > 0));
  const begun = hasPrefixes ? holdingAny(own, lookup(FIELD.name, true)) : null;
  const part = holdingAny(ofKinds(word, 'part'), lookup(FIELD.name | FIELD.parts, true));
  const category = holdingAny(ofKinds(word, 'category'), lookup(FIELD.category, false));
  const description = holdingAny(ofKinds(word, 'word', 'synonym'), lookup(FIELD.description, true));
  return (slot: number): { points: number; found: boolean } => {
    const name = exact.has(slot)
      ? POINTS.name
      : synonym.has(slot)
        ? POINTS.nameSynonym
        : begun?.has(slot)
          ? POINTS.namePrefix
          : part.has(slot)
            ? POINTS.namePart
            : 0;
    const inCategory = category.has(slot);
    const inDescription = description.has(slot);
    const points = name + (inCategory ? POINTS.category : 0) + (inDescription ? POINTS.description : 0);
    return { points, found: name > 0 || inCategory || inDescription };
  };
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
    const { found } = planSlots(facts.words, arena, plan, all);
    const slots = found.slots.slice(0, found.size);
    if (!scored) return { slots };
    const scorers = plan.map((word) => wordScorer(facts.words, arena, word));
    const score = new Float64Array(slots.length);
    const matched = new Float64Array(slots.length).fill(plan.length);
    for (let i = 0; i < slots.length; i += 1) {
      let points = 0;
      let count = 0;
      for (const scorer of scorers) {
        const word = scorer(slots[i]!);
        points += word.points;
        if (word.found) count += 1;
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

/** Whether some product's name holds the word: as typed, stemmed or begun, a synonym or a part of a word. */
export function nameHolds(facts: ProductFacts, word: QueryWord): boolean {
  return withArena(facts, (arena) => {
    const words = facts.words;
    const inName = holdingAny(ofKinds(word, 'word', 'synonym'), {
      words,
      arena,
      fields: FIELD.name,
      prefixes: true,
    });
    if (inName.size > 0) return true;
    return holdingAny(ofKinds(word, 'part'), { words, arena, fields: FIELD.parts, prefixes: true }).size > 0;
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
      facts.words.collect(set, [term], term.length === 1 ? [] : [term], FIELD.name);
      return set;
    });
    if (sets.length === 0) return new Int32Array(0);
    sets.sort((a, b) => a.size - b.size);
    const found = sets.length === 1 ? sets[0]! : intersection(arena, sets[0]!, sets.slice(1));
    return found.slots.slice(0, found.size);
  });
}
