import type { Language } from '@store/shared/constants';

/** Picks the French text when asked for and present, else English (the spec's fallback). */
export function pick(lang: Language, en: string, fr: string | null | undefined): string {
  return lang === 'fr' && fr ? fr : en;
}

/** Same as pick, for optional texts. */
export function pickOptional(
  lang: Language,
  en: string | null | undefined,
  fr: string | null | undefined,
): string | null {
  return (lang === 'fr' && fr ? fr : en) ?? null;
}
