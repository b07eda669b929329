import type { Language } from '@store/shared/constants';
import { Translations } from './translator.ts';
import en from './en.json';
import fr from './fr.json';

const stores = new Map<Language, Translations>();

/**
 * The server's texts in one language: one store per language, made once and never switched, so pages
 * rendered at the same time in English and French never borrow each other's words.
 */
export function serverTranslations(lang: Language): Translations {
  let store = stores.get(lang);
  if (!store) {
    store = new Translations(lang);
    store.add('en', 'translation', en);
    store.add('fr', 'translation', fr);
    stores.set(lang, store);
  }
  return store;
}
