import { describe, expect, it } from 'vitest';
import { editDistance } from './query-terms.ts';

describe('the distance between a typed word and an indexed one', () => {
  it('counts insertions, deletions, changes and adjacent swaps as one typo each', () => {
    expect(editDistance('laptop', 'laptop')).toBe(0);
    expect(editDistance('lapotp', 'laptop')).toBe(1);
    expect(editDistance('hedphones', 'headphones')).toBe(1);
    expect(editDistance('samrtphone', 'smartphone')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    // A swap is not edited again afterwards (optimal string alignment).
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});
