import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  STORAGE_KEYS,
  type Language,
} from '@store/shared/constants';
import { readStorage, writeStorage } from '../lib/storage.ts';
import en from './en.json';
import { browserTranslations } from './use-translation.ts';

/** A stored en/fr choice wins; the signed-in user's preference is applied later by the session. */
export function storedLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : null;
}

// English ships in the main bundle as the fallback; French is fetched only by those who use it.
const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./fr.json').then((module) => module.default),
};

async function ensureLoaded(lang: Language): Promise<void> {
  if (browserTranslations.has(lang, 'translation')) return;
  browserTranslations.add(lang, 'translation', await loaders[lang]());
}

function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
}

/**
 * Remembers the shopper's language here, and in a cookie the server reads: the next page's HTML then
 * comes in it, and the page does not switch language once its script has run.
 */
function rememberLanguage(lang: Language): void {
  writeStorage(STORAGE_KEYS.language, lang);
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language the interface speaks right now (English until the page has settled on one). */
export function activeLanguage(): Language {
  return browserTranslations.language;
}

/**
 * A language the address names (`?lang=fr`: the sitemap and each page's hreflang links point search
 * engines, and those who follow them, to the French page so). It is taken as the shopper's choice and
 * removed from the address, which the router has not read yet: what the shopper then copies or
 * reloads follows the remembered choice, as every other page does.
 */
function takeAddressLanguage(): Language | null {
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return null;
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
  if (!isLanguage(lang)) return null;
  rememberLanguage(lang);
  return lang;
}

/** The language the shopper chose: named in the address, else remembered here. */
function chosenLanguage(): Language | null {
  const lang = takeAddressLanguage() ?? storedLanguage();
  if (lang) rememberLanguage(lang);
  return lang;
}

/** The shopper's choice when the server rendered the page in another language, until applied. */
let unsettled: Language | null = null;

/**
 * Loads the texts before the first render (and before the router reads the address). A page the server
 * rendered starts in the language of its HTML, so hydrating finds the same words; `settleLanguage`
 * switches afterwards if the shopper chose another. Otherwise: the chosen language, else English.
 */
export async function initI18n(rendered: Language | null): Promise<void> {
  const chosen = chosenLanguage();
  const lang = rendered ?? chosen ?? DEFAULT_LANGUAGE;
  if (chosen && chosen !== lang) unsettled = chosen;
  browserTranslations.add(DEFAULT_LANGUAGE, 'translation', en);
  await ensureLoaded(lang);
  browserTranslations.setLanguage(lang);
  applyDocumentLanguage(lang);
}

/** Once the server's page is hydrated: the shopper's own choice, when it is not the page's. */
export async function settleLanguage(): Promise<void> {
  const lang = unsettled;
  unsettled = null;
  if (lang) await changeLanguage(lang);
}

/** A language picked by the shopper: loads it, switches, updates <html lang> and remembers the choice. */
export async function changeLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  browserTranslations.setLanguage(lang);
  applyDocumentLanguage(lang);
  rememberLanguage(lang);
}

/** The user's saved preference applies only when this browser has no stored choice (storefront §4). */
export async function applyPreferredLanguage(lang: Language): Promise<void> {
  if (storedLanguage() !== null || browserTranslations.language === lang) return;
  await ensureLoaded(lang);
  browserTranslations.setLanguage(lang);
  applyDocumentLanguage(lang);
}
