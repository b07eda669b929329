import i18next from 'i18next';
import en from './en.json';
import fr from './fr.json';

/**
 * For tests of the storefront's texts: its translations in English and French, read from the same
 * JSON files the shop loads, with the app's interpolation settings.
 *
 *   const { en, fr } = await storefrontTranslations();
 *   fr('apiErrors.OUT_OF_STOCK') // 'Ce produit est en rupture de stock'
 */
export async function storefrontTranslations() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return { en: i18n.getFixedT('en'), fr: i18n.getFixedT('fr') };
}
