import { describe, expect, it } from 'vitest';
import { firstTabWithError, newSection } from './footer-values.ts';

describe('footer form helpers', () => {
  it('opens the first tab, in tab order, that holds a refused field', () => {
    expect(firstTabWithError(['seo', 'socialLinks'])).toBe('social');
    expect(firstTabWithError(['copyright'])).toBe('company');
    expect(firstTabWithError(['appearance', 'sections'])).toBe('sections');
    expect(firstTabWithError([])).toBeNull();
  });

  it('gives a new section a temporary id, the next order number and one empty link row', () => {
    const section = newSection([
      { title: 'A', order: 0, links: [] },
      { title: 'B', order: 4, links: [] },
    ]);
    expect(section._id).toMatch(/^temp-/);
    expect(section.order).toBe(5);
    expect(section.links).toEqual([{ title: '', titleFr: '', url: '', openInNewTab: false }]);
    expect(newSection([]).order).toBe(0);
  });
});
