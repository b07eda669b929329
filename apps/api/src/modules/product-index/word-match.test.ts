import { describe, expect, it } from 'vitest';
import { factsOf } from './fact-columns.ts';
import { factRow } from './fact-rows.fixtures.ts';
import { indexTokens, wordParts } from './text-analyser.ts';
import { planQuery } from './query-plan.ts';
import { parseSynonymGroup } from './synonyms.ts';
import { matchPlan, nameHolds, nameMatches, planMatches } from './word-match.ts';
import type { IndexedText } from './frozen-postings.ts';

/** A product as search-index.ts would index it: English name and description, category token 'catc'. */
function indexed(name: string, description = ''): IndexedText {
  const nameTokens = indexTokens(name, 'en');
  return {
    name: nameTokens.join(' '),
    category: 'catc',
    description: indexTokens(description, 'en').join(' '),
    parts: wordParts(nameTokens).join(' '),
  };
}

const row = (n: number) => factRow(n);

const TEXTS = [
  indexed('Trail Runner Shoes', 'Light shoes for running on trails'),
  indexed('Court Sneakers', 'Leather shoes'),
  indexed('Shoebox Organiser', 'Keeps a closet tidy'),
  indexed('Canvas Tote', 'A bag that goes with any shoes'),
  indexed('Smartphone Stand', 'Holds a phone upright'),
  indexed('Wool Socks'),
];
/** Facts of products 0, 1, … indexed with these texts. */
const factsFor = (texts: readonly IndexedText[]) =>
  factsOf(
    texts.map((_, n) => row(n)),
    new Map(texts.map((text, n) => [n, text])),
  );

const facts = factsFor(TEXTS);
const groups = [parseSynonymGroup('shoes, sneakers')];

/** Each matching product's id with its score, best first, for the query typed. */
function scored(q: string, all = true) {
  const plan = planQuery(q, groups, []);
  const { slots, score, matched } = matchPlan(facts, plan, all, true);
  return [...slots]
    .map((slot, i) => ({ id: facts.id[slot]!, score: score![i]!, matched: matched![i]! }))
    .sort((a, b) => b.matched - a.matched || b.score - a.score || (a.id < b.id ? -1 : 1));
}

describe('matching and scoring from the words in memory', () => {
  it('scores a name holding the word over a synonym, a word begun, a part, then a description', () => {
    expect(scored('shoe')).toEqual([
      // Name as typed (12), plus description (1).
      { id: 'p0', score: 13, matched: 1 },
      // Name by a synonym (9), plus description (1).
      { id: 'p1', score: 10, matched: 1 },
      // Name begins with the last word typed (8).
      { id: 'p2', score: 8, matched: 1 },
      // Description only (1).
      { id: 'p3', score: 1, matched: 1 },
    ]);
    expect(scored('phone')).toEqual([{ id: 'p4', score: 7, matched: 1 }]);
  });

  it('needs every word, or counts the words each product matches for partial matches', () => {
    expect(scored('running shoes').map((r) => r.id)).toEqual(['p0']);
    expect(planMatches(facts, planQuery('wool shoes', groups, []))).toBe(false);
    expect(scored('wool shoes', false).map((r) => [r.id, r.matched])).toEqual([
      ['p0', 1],
      ['p5', 1],
      ['p1', 1],
      ['p3', 1],
    ]);
  });

  it('tells whether a name holds a word, and which names begin with what is typed', () => {
    const [word] = planQuery('tote', groups, []);
    expect(nameHolds(facts, word!)).toBe(true);
    const [closet] = planQuery('closet', groups, []);
    expect(nameHolds(facts, closet!)).toBe(false);
    expect([...nameMatches(facts, ['sh'])].map((slot) => facts.id[slot]).sort()).toEqual(['p0', 'p2']);
    expect([...nameMatches(facts, ['trail', 'r'])]).toEqual([]);
    expect([...nameMatches(facts, ['trail', 'ru'])].map((slot) => facts.id[slot])).toEqual(['p0']);
  });

  it('asks a common word of the few products a rare one matches, and scores them alike', () => {
    // 'co' begins a word of every product: it is probed product by product among the 'game' ones.
    const texts = [
      ...Array.from({ length: 300 }, (_, n) => indexed(`Lamp ${n}`, 'Cotton shade, compact')),
      indexed('Game Controller', 'Wireless'),
      indexed('Board Game', 'Cooperative play'),
      indexed('Game Mat'),
    ];
    const many = factsFor(texts);
    const plan = planQuery('game co', [], []);
    const { slots, score } = matchPlan(many, plan, true, true);
    const found = [...slots].map((slot, i) => [many.id[slot], score![i]]).sort();
    // 'game' in the name (12); 'co' begins a name word (8) or a description word (1).
    expect(found).toEqual([
      ['p300', 20],
      ['p301', 13],
    ]);
  });
});
