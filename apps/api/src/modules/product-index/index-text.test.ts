import { describe, expect, it } from 'vitest';
import { textOfTsvector } from './index-text.ts';

describe("PostgreSQL's index rows read back", () => {
  it('puts each word in the columns its weights name (D, the parts, is written without one)', () => {
    const text = textOfTsvector("'aurora':1A 'cat0123':3B 'hone':12 'phone':2A,9C,13 'screen':10C");
    expect(text).toEqual({
      name: 'aurora phone',
      category: 'cat0123',
      description: 'phone screen',
      parts: 'hone phone',
    });
  });

  it('reads a word holding a quote, and an empty row', () => {
    expect(textOfTsvector("'l''eau':1A").name).toBe("l'eau");
    expect(textOfTsvector('')).toEqual({ name: '', category: '', description: '', parts: '' });
  });
});
