import { describe, expect, it } from 'vitest';
import { SlotSet } from './slot-sets.ts';
import { ANY_FIELD, FIELD, type IndexedText } from './frozen-postings.ts';
import { WordPostings } from './word-postings.ts';

const text = (fields: Partial<IndexedText>): IndexedText => ({
  name: '',
  category: '',
  description: '',
  parts: '',
  ...fields,
});

const PRODUCTS: IndexedText[] = [
  text({
    name: 'aurora smartphone',
    category: 'catphones',
    description: 'bright screen',
    parts: 'martphone phone',
  }),
  text({ name: 'phone case', category: 'catphones', description: 'smartphone cover' }),
  text({ name: 'desk lamp', category: 'cathome', description: 'bright light' }),
];

function build(): WordPostings {
  return WordPostings.build(
    PRODUCTS.map((t, slot) => [slot, t] as const),
    16,
  );
}

/** The slots holding any of `exact` or a word starting with a prefix, in `fields`, in order. */
function found(words: WordPostings, exact: string[], prefixes: string[], fields = ANY_FIELD): number[] {
  const set = new SlotSet(8_000);
  words.collectWhere(set, exact, prefixes, 0, fields);
  return [...set.slots.slice(0, set.size)].sort((a, b) => a - b);
}

describe('the words of the text index in memory', () => {
  it('finds a word whole or by its start, in the columns asked for only', () => {
    const words = build();
    expect(found(words, ['phone'], [])).toEqual([0, 1]);
    expect(found(words, ['phone'], [], FIELD.name)).toEqual([1]);
    expect(found(words, ['phone'], [], FIELD.parts)).toEqual([0]);
    expect(found(words, [], ['smart'], FIELD.name)).toEqual([0]);
    expect(found(words, [], ['smart'], FIELD.description)).toEqual([1]);
    expect(found(words, ['bright'], [], FIELD.description)).toEqual([0, 2]);
    expect(found(words, ['catphones'], [], FIELD.category)).toEqual([0, 1]);
    expect(found(words, ['brigh'], [])).toEqual([]);
    expect(found(words, [], ['zz'])).toEqual([]);
  });

  it('follows a product whose words change, and one deleted', () => {
    const words = build();
    words.update(2, text({ name: 'floor lamp', description: 'warm light' }));
    expect(found(words, ['desk'], [])).toEqual([]);
    expect(found(words, ['floor'], [], FIELD.name)).toEqual([2]);
    expect(found(words, ['bright'], [])).toEqual([0]);
    expect(found(words, [], ['war'], FIELD.description)).toEqual([2]);
    // Changed again: the words of the first change go too.
    words.update(2, text({ name: 'reading lamp' }));
    expect(found(words, ['floor'], [])).toEqual([]);
    expect(found(words, [], ['read'])).toEqual([2]);
    words.update(0, null);
    expect(found(words, [], ['smart'])).toEqual([1]);
    expect(found(words, ['aurora'], [])).toEqual([]);
    // A product new since the words were read.
    words.update(9, text({ name: 'aurora tablet' }));
    expect(found(words, ['aurora'], [], FIELD.name)).toEqual([9]);
  });

  it('answers the same once thousands of changed products are folded into its base', () => {
    const words = build();
    words.update(2, text({ name: 'floor lamp', description: 'warm light' }));
    for (let slot = 3; slot < 5_200; slot += 1) {
      words.update(slot, text({ name: `model${slot}`, description: slot % 2 ? 'bright' : 'dark' }));
    }
    words.update(5_100, null);
    expect(found(words, ['lamp'], [], FIELD.name)).toEqual([2]);
    expect(found(words, ['desk'], [])).toEqual([]);
    expect(found(words, ['model4999'], [], FIELD.name)).toEqual([4999]);
    expect(found(words, ['model5100'], [])).toEqual([]);
    expect(found(words, [], ['model51'], FIELD.name)).toHaveLength(110);
    expect(found(words, ['bright'], [], FIELD.description)).toHaveLength(2_600);
    expect(found(words, ['aurora'], [], FIELD.name)).toEqual([0]);
  });

  it('knows which words begin some product, and lists name and description words for spelling', () => {
    const words = build();
    expect(words.hasPrefix('aur')).toBe(true);
    expect(words.wordsBeginning('', 1, 40)).toEqual([
      'aurora',
      'bright',
      'case',
      'cover',
      'desk',
      'lamp',
      'light',
      'phone',
      'screen',
      'smartphone',
    ]);
    expect(words.wordsBeginning('s', 6, 6)).toEqual(['screen']);
    words.update(0, text({ name: 'nova tablet' }));
    expect(words.hasPrefix('aur')).toBe(false);
    expect(words.hasPrefix('nov')).toBe(true);
    expect(words.wordsBeginning('', 1, 40)).toContain('nova');
    expect(words.wordsBeginning('a', 1, 40)).toEqual([]);
    expect(words.wordsBeginning('b', 1, 40)).toEqual(['bright']);
  });

  it('tells where one product holds words, as the postings do, before and after changes', () => {
    const words = build();
    const asked: [string[], string[]][] = [
      [['phone'], []],
      [[], ['smart']],
      [
        ['bright', 'lamp'],
        ['ph', 'catp'],
      ],
      [['zzz'], ['zz']],
    ];
    const same = () => {
      for (const [exact, prefixes] of asked) {
        const set = new SlotSet(8_000);
        words.collectWhere(set, exact, prefixes, 8);
        const probe = words.probeOf(exact, prefixes, 8);
        for (const slot of [0, 1, 2, 3, 7, 5_100]) expect(words.probe(slot, probe)).toBe(set.bitsOf(slot));
      }
    };
    same();
    const phone = words.probe(0, words.probeOf(['phone'], ['sm']));
    expect(phone).toBe(FIELD.parts | (FIELD.name << 4));
    words.update(1, text({ name: 'smart lamp', parts: 'phone' }));
    words.update(7, text({ description: 'bright phone' }));
    same();
    for (let slot = 10; slot < 5_200; slot += 1) words.update(slot, text({ name: `lamp${slot}` }));
    same();
    expect(words.cost(['lamp'], [])).toBeGreaterThan(0);
    expect(words.cost(['zzz'], ['zz'])).toBe(0);
  });
});
