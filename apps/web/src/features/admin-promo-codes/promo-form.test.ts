import { PROMO_CODE_MAX, PROMO_CODE_MIN, PROMO_MESSAGES } from '@store/shared/schemas/admin-promo-codes';
import type { CriteriaMode, Field, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';
import { fromLocalInput, type PromoFormInput, promoFormDefaults, toLocalInput } from './promo-form.ts';
import { promoFormResolver } from './promo-form-resolver.ts';

const options = {
  fields: {} as Record<string, Field['_f']>,
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError' as CriteriaMode,
} satisfies ResolverOptions<FieldValues>;

const { en, fr } = adminTranslations();

const form = (changes: Partial<PromoFormInput> = {}): PromoFormInput => ({
  ...promoFormDefaults(null),
  code: 'spring-10',
  value: 10,
  ...changes,
});

/** The message of each refused field, or the body the API would be sent. */
async function check(t: typeof en, values: PromoFormInput) {
  const result = await promoFormResolver(t)(values, undefined, options);
  const messages = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
  return Object.keys(messages).length > 0 ? messages : result.values;
}

describe('the promo code form', () => {
  it('sends the code in capitals and the dates as instants, empty ones as null', async () => {
    const start = '2026-06-01T09:00';
    expect(await check(en, form({ startsAt: start, minSubtotal: 25 }))).toEqual({
      code: 'SPRING-10',
      type: 'fixed',
      value: 10,
      minSubtotal: 25,
      startsAt: new Date(start).toISOString(),
      endsAt: null,
      usageLimit: null,
      oncePerCustomer: false,
      isActive: true,
    });
  });

  it('words every rule of the shared schema in English as the schema does, and in French', async () => {
    for (const [rule, message] of Object.entries(PROMO_MESSAGES)) {
      expect(
        en(`promos.validation.${rule as keyof typeof PROMO_MESSAGES}`, {
          min: PROMO_CODE_MIN,
          max: PROMO_CODE_MAX,
        }),
      ).toBe(message);
    }
    expect(await check(fr, form({ code: 'ab', value: undefined }))).toEqual({
      code: 'Un code promo compte de 3 à 32 caractères',
      value: 'Saisissez un montant supérieur à 0\u00a0$',
    });
    expect(await check(en, form({ code: 'spring 10!' }))).toEqual({ code: PROMO_MESSAGES.codeCharacters });
  });

  it('asks for a percentage when a percentage code has no value or a wrong one', async () => {
    expect(await check(en, form({ type: 'percentage', value: undefined }))).toEqual({
      value: PROMO_MESSAGES.percentValue,
    });
    expect(await check(fr, form({ type: 'percentage', value: 12.5 }))).toEqual({
      value: 'Saisissez un pourcentage entier de 1 à 100',
    });
  });

  it('refuses an end before the start, a limit of 0 and a minimum with cents of cents, all at once', async () => {
    const refused = await check(fr, {
      ...form(),
      startsAt: '2026-06-02T00:00',
      endsAt: '2026-06-01T00:00',
      usageLimit: 0,
      minSubtotal: 10.005,
    });
    expect(refused).toEqual({
      endsAt: 'La fin doit venir après le début',
      minSubtotal: 'Les montants ont au plus deux décimales',
      usageLimit: 'Saisissez un nombre entier d’utilisations, 1 ou plus',
    });
    expect(await check(en, { ...form(), startsAt: '2026-06-02T00:00', endsAt: '2026-06-01T00:00' })).toEqual({
      endsAt: PROMO_MESSAGES.endBeforeStart,
    });
  });

  it('shows a saved code in the form as it was, in local time, and saves it back unchanged', () => {
    const endsAt = '2024-08-31T23:59:59.000Z';
    expect(fromLocalInput(toLocalInput(endsAt))).toBe(endsAt);
    expect(fromLocalInput(toLocalInput('2026-06-01T09:00:00.000Z'))).toBe('2026-06-01T09:00:00.000Z');
    expect(toLocalInput('2026-06-01T09:00:00.000Z')).toMatch(/^2026-06-0[12]T\d\d:\d\d$/);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('soon')).toBe('soon');
  });
});
