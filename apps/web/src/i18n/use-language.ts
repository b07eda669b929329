import type { Language } from '@store/shared/constants';
import { useTranslation } from './use-translation.ts';

/** The active language; components re-render (and query keys change) when it switches. */
export function useLanguage(): Language {
  return useTranslation().language;
}

/** BCP 47 locale for dates; prices stay en-US in both languages (storefront §9). */
export function dateLocale(lang: Language): string {
  return lang === 'fr' ? 'fr-FR' : 'en-US';
}
