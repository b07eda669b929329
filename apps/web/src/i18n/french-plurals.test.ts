import { describe, expect, it } from 'vitest';

/**
 * French has three plural forms: one, many (round millions: "1 000 000 de commandes") and
 * other. A count text without its `_many` form would read its `_other` form at a million, so every French
 * file, the storefront's and each admin screen's, must give it wherever it gives `_other`.
 */
const FRENCH = import.meta.glob<Record<string, unknown>>(['./fr.json', './admin/*.fr.json'], {
  eager: true,
  import: 'default',
});

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('French count texts', () => {
  it('give the plural form of round millions beside every other plural', () => {
    expect(Object.keys(FRENCH).length).toBeGreaterThan(10);
    const missing = Object.entries(FRENCH).flatMap(([file, tree]) => {
      const keys = new Set(keysOf(tree));
      return [...keys]
        .filter((key) => key.endsWith('_other') && !keys.has(key.replace(/_other$/, '_many')))
        .map((key) => `${file}: ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
