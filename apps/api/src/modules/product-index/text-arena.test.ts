import { describe, expect, it } from 'vitest';
import { TextArena } from './text-arena.ts';

describe('TextArena', () => {
  it('gives back each slot its text, null or replaced, accents and all', () => {
    const arena = new TextArena();
    arena.set(3, 'Chaussures légères — 42 €');
    arena.set(0, '');
    arena.set(7, null);
    expect([arena.get(0), arena.get(3), arena.get(7), arena.get(99)]).toEqual([
      '',
      'Chaussures légères — 42 €',
      null,
      null,
    ]);
    expect([arena.has(0), arena.has(7), arena.has(99)]).toEqual([true, false, false]);
    arena.set(3, 'short');
    expect(arena.get(3)).toBe('short');
    arena.set(3, null);
    expect(arena.has(3)).toBe(false);
  });

  it('keeps every live text through the compactions many replacements cause', () => {
    const arena = new TextArena();
    const expected = new Map<number, string>();
    for (let round = 0; round < 40; round += 1) {
      for (let slot = 0; slot < 500; slot += 1) {
        const text = `product ${slot} round ${round} ${'x'.repeat((slot * 7 + round) % 90)}`;
        arena.set(slot, text);
        expected.set(slot, text);
      }
    }
    for (const [slot, text] of expected) expect(arena.get(slot)).toBe(text);
  });
});
