import { Translations } from '../translator.ts';
import { adminTexts } from './admin-texts.ts';

/**
 * For tests of the admin panel's texts: its whole namespace in English and French, read from the same
 * JSON files the panel loads, through the shop's own translator.
 *
 *   const { en, fr } = adminTranslations();
 *   fr('users.found', { count: 2 }) // '2 utilisateurs trouvés'
 */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

export function adminTranslations() {
  const texts = new Translations();
  texts.add('en', 'admin', adminTexts(files, 'en'));
  texts.add('fr', 'admin', adminTexts(files, 'fr'));
  return { en: texts.getFixedT('en', 'admin'), fr: texts.getFixedT('fr', 'admin') };
}
