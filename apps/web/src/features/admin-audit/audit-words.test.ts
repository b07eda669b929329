import { describe, expect, it } from 'vitest';
import { auditValueText } from './audit-words.ts';

describe('auditValueText', () => {
  it('shows a list of words as staff read it, not as JSON', () => {
    expect(auditValueText(['shoes', 'sneakers', 'baskets'])).toBe('shoes, sneakers, baskets');
    expect(auditValueText([])).toBe('—');
  });

  it('keeps text as it is, nothing as a dash and anything else as compact JSON', () => {
    expect(auditValueText('Trail Runner Shoes')).toBe('Trail Runner Shoes');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText(4999)).toBe('4999');
    expect(auditValueText({ en: 'Shoes', fr: 'Chaussures' })).toBe('{"en":"Shoes","fr":"Chaussures"}');
    expect(auditValueText([{ url: '/a.webp' }])).toBe('[{"url":"/a.webp"}]');
  });
});
