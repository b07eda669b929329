import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';

describe('the returning buyers line', () => {
  it('agrees in number with the buyers who came back, in French too', async () => {
    const t = adminTranslations();
    const line = (lng: 'en' | 'fr', count: number) =>
      t[lng]('analytics.returning', { count, customers: 3, rate: '33.3' });
    expect(line('en', 1)).toBe('1 of 3 buyers came back (33.3%)');
    expect(line('fr', 0)).toBe('0 acheteur sur 3 est revenu (33.3 %)');
    expect(line('fr', 1)).toBe('1 acheteur sur 3 est revenu (33.3 %)');
    expect(line('fr', 2)).toBe('2 acheteurs sur 3 sont revenus (33.3 %)');
  });
});
