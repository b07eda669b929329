import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@store/shared/constants';

/** The active language; components re-render (and query keys change) when it switches. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** BCP 47 locale for dates; prices stay en-US in both languages (storefront §9). */
export function dateLocale(lang: Language): string {
  return lang === 'fr' ? 'fr-FR' : 'en-US';
}
