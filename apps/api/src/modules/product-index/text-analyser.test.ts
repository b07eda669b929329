import { describe, expect, it } from 'vitest';
import { parseSynonymGroup } from './synonyms.ts';
import { planQuery, typedWords } from './query-plan.ts';
import { formsOf, indexTokens, wordParts, wordsOf } from './text-analyser.ts';

/* The analyser both indexes and every query use: what it makes of words decides what matches. */

describe('indexTokens', () => {
  it('keeps each word as written and as its stem in its language, without accents', () => {
    expect(indexTokens('Trail Runner Shoes', 'en')).toEqual(
      expect.arrayContaining(['trail', 'runner', 'run', 'shoes', 'shoe']),
    );
    expect(indexTokens('Chaussures de trail', 'fr')).toEqual(
      expect.arrayContaining(['chaussures', 'chaussur']),
    );
    expect(indexTokens('Écouteurs sans fil', 'fr')).toEqual(
      expect.arrayContaining(['ecouteurs', 'ecouteur']),
    );
    expect(indexTokens('Laptops', 'en')).toEqual(['laptops', 'laptop']);
  });

  it('never stems model names and keeps hyphenated words whole too', () => {
    expect(indexTokens('Aurora X12 5G', 'en')).toEqual(['aurora', 'x12', '5g']);
    expect(indexTokens('T-Shirt', 'en')).toEqual(expect.arrayContaining(['t', 'shirt', 'tshirt']));
    expect(indexTokens('make-up', 'en')).toContain('makeup');
  });

  it('makes tokens of letters and digits only, whatever the text holds', () => {
    const tokens = indexTokens(`it's "50%" off * OR ' ; drop table -- l’été`, 'fr');
    for (const token of tokens) expect(token).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(tokens).toContain('ete');
  });
});

describe('query words', () => {
  it('stems a query word in both languages and drops stopwords when others remain', () => {
    const [running] = wordsOf('running');
    expect(formsOf(running!, ['en', 'fr'])).toEqual(expect.arrayContaining(['running', 'run']));
    expect(typedWords('tapis de yoga').map((w) => w.plain)).toEqual(['tapis', 'yoga']);
    expect(typedWords('the').map((w) => w.plain)).toEqual(['the']);
    expect(typedWords('t-shirt').map((w) => w.plain)).toEqual(['tshirt']);
    expect(typedWords(' a ')).toEqual([]);
  });

  it('gives name parts from the second letter on, at least four letters long', () => {
    expect(wordParts(['smartphone'])).toEqual([
      'martphone',
      'artphone',
      'rtphone',
      'tphone',
      'phone',
      'hone',
    ]);
    expect(wordParts(['x12', 'mug'])).toEqual([]);
  });
});

describe('planQuery', () => {
  const groups = [parseSynonymGroup('laptop, notebook, ordinateur portable')];

  it('looks for the last word as a prefix only', () => {
    const [first, last] = planQuery('wireless head', [], []);
    expect(first!.alternatives[0]!.slots[0]!.prefixes).toEqual([]);
    expect(last!.alternatives[0]!.slots[0]!.prefixes).toEqual(['head']);
  });

  it('expands a word or a phrase of a synonym group to the other entries', () => {
    const [laptops] = planQuery('laptops', groups, []);
    const synonyms = laptops!.alternatives.filter((a) => a.kind === 'synonym');
    expect(synonyms.map((a) => a.slots.map((s) => s.forms[0]))).toEqual([
      ['notebook'],
      ['ordinateur', 'portable'],
    ]);
    const phrase = planQuery('ordinateur portable', groups, []);
    expect(phrase).toHaveLength(1);
    expect(
      phrase[0]!.alternatives.some((a) => a.kind === 'synonym' && a.slots[0]!.forms[0] === 'laptop'),
    ).toBe(true);
  });

  it('adds the categories a word names', () => {
    const fashion = { token: 'catf', words: new Set(indexTokens('Fashion shoes and accessories', 'en')) };
    const [shoe] = planQuery('shoe', [], [fashion]);
    expect(shoe!.alternatives).toContainEqual({
      kind: 'category',
      slots: [{ forms: ['catf'], prefixes: [] }],
    });
    expect(planQuery('lamp', [], [fashion])[0]!.alternatives.some((a) => a.kind === 'category')).toBe(false);
  });
});
