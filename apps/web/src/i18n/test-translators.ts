import i18next, { type TFunction } from 'i18next';
import type { Language } from '@store/shared/constants';
import en from './en.json';
import fr from './fr.json';

/**
 * For unit tests: the storefront's own texts in both languages, through a real i18next (plurals and
 * interpolation as the app has them), so a test reads what a shopper reads.
 */
export async function storefrontTranslators(): Promise<Record<Language, TFunction>> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: en }, fr: { translation: fr } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return { en: i18n.getFixedT('en'), fr: i18n.getFixedT('fr') };
}
