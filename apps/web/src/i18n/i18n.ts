import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  LANGUAGES,
  STORAGE_KEYS,
  type Language,
} from '@store/shared/constants';
import { readStorage, writeStorage } from '../lib/storage.ts';
import en from './en.json';

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
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', await loaders[lang](), true, true);
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

/** The options both the browser's instance and the server's use. */
export const I18N_OPTIONS: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
  // The library's sponsor message would be the only line in a clean console.
  showSupportNotice: false,
};

/** The language the interface speaks right now (English until i18next has settled on one). */
export function activeLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
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
 * Starts i18next before the first render (and before the router reads the address). A page the server
 * rendered starts in the language of its HTML, so hydrating finds the same words; `settleLanguage`
 * switches afterwards if the shopper chose another. Otherwise: the chosen language, else English.
 */
export async function initI18n(rendered: Language | null): Promise<void> {
  const chosen = chosenLanguage();
  const lang = rendered ?? chosen ?? DEFAULT_LANGUAGE;
  if (chosen && chosen !== lang) unsettled = chosen;
  await i18next.use(initReactI18next).init({
    ...I18N_OPTIONS,
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
  });
  if (lang !== DEFAULT_LANGUAGE) {
    await ensureLoaded(lang);
    await i18next.changeLanguage(lang);
  }
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
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
  rememberLanguage(lang);
}

/** The user's saved preference applies only when this browser has no stored choice (storefront §4). */
export async function applyPreferredLanguage(lang: Language): Promise<void> {
  if (storedLanguage() !== null || i18next.language === lang) return;
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

export { i18next };
