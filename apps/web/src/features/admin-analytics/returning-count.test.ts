import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import analyticsEn from '../../i18n/admin/analytics.en.json';
import analyticsFr from '../../i18n/admin/analytics.fr.json';

describe('the returning buyers line', () => {
  it('agrees in number with the buyers who came back, in French too', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { admin: { analytics: analyticsEn } }, fr: { admin: { analytics: analyticsFr } } },
      showSupportNotice: false,
    });
    const line = (lng: 'en' | 'fr', count: number) =>
      i18n.getFixedT(lng, 'admin')('analytics.returning', { count, customers: 3, rate: '33.3' });
    expect(line('en', 1)).toBe('1 of 3 buyers came back (33.3%)');
    expect(line('fr', 0)).toBe('0 acheteur sur 3 est revenu (33.3 %)');
    expect(line('fr', 1)).toBe('1 acheteur sur 3 est revenu (33.3 %)');
    expect(line('fr', 2)).toBe('2 acheteurs sur 3 sont revenus (33.3 %)');
  });
});
