import type { Language } from '@store/shared/constants';
import i18next from 'i18next';

/**
 * For tests of the admin panel's texts: its whole namespace in English and French, read from the same
 * JSON files the panel loads, with the app's interpolation settings.
 *
 *   const { en, fr } = await adminTranslations();
 *   fr('users.found', { count: 2 }) // '2 utilisateurs trouvés'
 */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

function bundle(lang: Language): Record<string, unknown> {
  const suffix = `.${lang}.json`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.endsWith(suffix))
      .map(([path, texts]) => [path.slice(2, -suffix.length), texts]),
  );
}

export async function adminTranslations() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { admin: bundle('en') }, fr: { admin: bundle('fr') } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return { en: i18n.getFixedT('en', 'admin'), fr: i18n.getFixedT('fr', 'admin') };
}
