import i18next, { type i18n } from 'i18next';
import type { Language } from '@store/shared/constants';
import { I18N_OPTIONS } from './i18n.ts';
import en from './en.json';
import fr from './fr.json';

const instances = new Map<Language, i18n>();

/**
 * The server's translator for one language: one instance per language, made once and never switched,
 * so pages rendered at the same time in English and French never borrow each other's words.
 */
export function serverI18n(lang: Language): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance({
      ...I18N_OPTIONS,
      resources: { en: { translation: en }, fr: { translation: fr } },
      lng: lang,
      initAsync: false,
    });
    void instance.init();
    instances.set(lang, instance);
  }
  return instance;
}
