import { describe, expect, it } from 'vitest';
import { parseJsonList } from './parse-json-list.ts';

describe('parseJsonList', () => {
  it('reads a bare array and an { items } object', () => {
    expect(parseJsonList('[1,2,3]')).toHaveLength(3);
    expect(parseJsonList('{"items":[{"quantity":2}]}')).toEqual([{ quantity: 2 }]);
  });

  it('treats absent, corrupt or other values as an empty list', () => {
    expect(parseJsonList(null)).toEqual([]);
    expect(parseJsonList('{not json')).toEqual([]);
    expect(parseJsonList('"text"')).toEqual([]);
    expect(parseJsonList('{"items":3}')).toEqual([]);
  });
});
