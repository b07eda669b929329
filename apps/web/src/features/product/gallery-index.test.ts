import { describe, expect, it } from 'vitest';
import { wrapIndex } from './gallery-index.ts';

describe('wrapIndex', () => {
  it('wraps past the last image to the first and before the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('stays at 0 with one image or none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});
