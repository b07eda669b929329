import { describe, expect, it } from 'vitest';
import { pageFromParam, pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never offers more than five buttons, centred on the current page', () => {
    expect(pageWindow(6, 11)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 100)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the window full at both ends', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('clamps a page outside the range and ignores an empty result', () => {
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pageFromParam', () => {
  it('reads whole page numbers from 1 and treats anything else as the first page', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('two')).toBe(1);
  });
});
