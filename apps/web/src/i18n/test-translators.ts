import type { Language } from '@store/shared/constants';
import { Translations, type TFunction } from './translator.ts';
import en from './en.json';
import fr from './fr.json';

/**
 * For unit tests: the storefront's own texts in both languages, through the shop's own translator
 * (plurals and interpolation as the app has them), so a test reads what a shopper reads.
 *
 *   const { en, fr } = storefrontTranslators();
 *   fr('apiErrors.OUT_OF_STOCK') // 'Ce produit est en rupture de stock'
 */
export function storefrontTranslators(): Record<Language, TFunction> {
  const texts = new Translations();
  texts.add('en', 'translation', en);
  texts.add('fr', 'translation', fr);
  return { en: texts.getFixedT('en'), fr: texts.getFixedT('fr') };
}
