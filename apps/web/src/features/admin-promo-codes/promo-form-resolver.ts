import { zodResolver } from '@hookform/resolvers/zod';
import { PRICE_MESSAGES } from '@store/shared/schemas/admin-prices';
import {
  PROMO_CODE_MAX,
  PROMO_CODE_MIN,
  PROMO_MESSAGES,
  type PromoType,
} from '@store/shared/schemas/admin-promo-codes';
import { CONTROL_CHARACTERS_MESSAGE } from '@store/shared/schemas/text';
import type { Resolver } from 'react-hook-form';
import { byMessage, translatedResolver } from '../../components/admin/translated-resolver.ts';
import type { TFunction } from '../../i18n/translator.ts';
import { type PromoFormInput, promoFormSchema, type PromoFormValues } from './promo-form.ts';

/** A rule a refused code broke: a key of promos.validation in the admin texts. */
export type PromoRule = keyof typeof PROMO_MESSAGES | 'decimals';

/**
 * Every message the schema can give, by rule. Besides the promo rules: the price rule of a minimum
 * subtotal with more than two decimals, and the control characters a code cannot hold (a code may
 * only hold letters, digits, hyphens and underscores, which is what the panel says instead).
 */
const MESSAGES: Readonly<Record<string, string>> = {
  ...PROMO_MESSAGES,
  decimals: PRICE_MESSAGES.decimals,
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
};

/**
 * The rule to word. The schema checks the value's presence before its type is known, so an empty
 * percentage gets the fixed amount's message; the form knows the type and words the percentage's.
 */
function ruleOf(key: string, type: PromoType): PromoRule {
  if (key === 'controlCharacters') return 'codeCharacters';
  if (key === 'fixedValue' && type === 'percentage') return 'percentValue';
  return key as PromoRule;
}

/** The promo code form's check: the server's schema, its texts in the panel's language. */
export function promoFormResolver(t: TFunction<'admin'>): Resolver<PromoFormInput, unknown, PromoFormValues> {
  const check = zodResolver(promoFormSchema);
  return (values, context, options) => {
    const say = byMessage(MESSAGES, (key) =>
      t(`promos.validation.${ruleOf(key, values.type)}`, { min: PROMO_CODE_MIN, max: PROMO_CODE_MAX }),
    );
    return translatedResolver(check, say)(values, context, options);
  };
}
