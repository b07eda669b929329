import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';
import { discountText, minimumText, outsideDates, usesText, validityLines } from './promo-words.ts';

const { en, fr } = adminTranslations();

describe('the promo code list', () => {
  it('writes money as the panel does and a percentage in the panel’s language', () => {
    expect(discountText({ type: 'fixed', value: 10 }, en)).toBe('$10.00 off');
    expect(discountText({ type: 'fixed', value: 1234.5 }, fr)).toBe('$1,234.50 de remise');
    expect(discountText({ type: 'percentage', value: 15 }, en)).toBe('15% off');
    // French sets a (narrow) no-break space before the sign, as the browser's Intl does.
    expect(discountText({ type: 'percentage', value: 15 }, fr)).toMatch(/^15[\u00a0\u202f]% de remise$/);
    expect(minimumText({ minSubtotal: null }, fr)).toBe('Aucun');
    expect(minimumText({ minSubtotal: 100 }, en)).toBe('$100.00');
  });

  it('says when a code is valid, and whether its dates refuse it now', () => {
    const summer = { startsAt: '2024-06-01T12:00:00.000Z', endsAt: '2024-08-31T12:00:00.000Z' };
    expect(validityLines(summer, en)).toEqual(['From 6/1/2024', 'to 8/31/2024']);
    expect(validityLines(summer, fr)).toEqual(['Du 6/1/2024', 'au 8/31/2024']);
    expect(validityLines({ startsAt: null, endsAt: null }, fr)).toEqual(['Toujours']);
    expect(validityLines({ startsAt: summer.startsAt, endsAt: null }, en)).toEqual(['From 6/1/2024']);
    expect(validityLines({ startsAt: null, endsAt: summer.endsAt }, fr)).toEqual(['Jusqu’au 8/31/2024']);
    expect(outsideDates(summer, new Date('2024-09-01T00:00:00Z'))).toBe('ended');
    expect(outsideDates(summer, new Date('2024-05-01T00:00:00Z'))).toBe('upcoming');
    expect(outsideDates(summer, new Date('2024-07-01T00:00:00Z'))).toBeNull();
    expect(outsideDates({ startsAt: null, endsAt: null })).toBeNull();
  });

  it('counts the uses against the limit when there is one', () => {
    expect(usesText({ uses: 3, usageLimit: 100 }, en)).toBe('3 / 100');
    expect(usesText({ uses: 3, usageLimit: null }, en)).toBe('3');
    expect(usesText({ uses: 1200, usageLimit: 5000 }, fr)).toMatch(
      /^1[\u00a0\u202f]200 \/ 5[\u00a0\u202f]000$/,
    );
  });
});
