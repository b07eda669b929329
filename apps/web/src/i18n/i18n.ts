import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isLanguage,
  STORAGE_KEYS,
  type Language,
} from '@store/shared/constants';
import { readStorage, writeStorage } from '../lib/storage.ts';
// Every section but those the pages and lazily loaded parts carry in their own chunks (see their
// `texts` export), and `meta`, which only the server writes (page descriptions).
import entryTexts from 'texts:-apiErrors,validation,footer,home,productPage,categoryPage,searchPage,advancedSearch,contentPage,checkout,orders,orderConfirmation,shippingMethods,profile,auth,subdivisions,guestCheckout,orderLink,meta';
import type { TextBundle } from './text-bundle.ts';
import { browserTranslations } from './use-translation.ts';

/** A stored en/fr choice wins; the signed-in user's preference is applied later by the session. */
export function storedLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : null;
}

/** The bundles of texts the pages seen so far need: the entry's, and each loaded page's own. */
const bundlesInUse = new Map<string, TextBundle>();
/** `fr:<bundle id>` once that bundle's French texts are in. */
const loadedTexts = new Set<string>();

// English is in each bundle as the fallback; another language is fetched only by those who speak it.
async function loadBundle(bundle: TextBundle, lang: Language): Promise<void> {
  const key = `${lang}:${bundle.id}`;
  if (loadedTexts.has(key)) return;
  const texts = lang === 'en' ? bundle.en : await bundle.load[lang]();
  if (loadedTexts.has(key)) return;
  loadedTexts.add(key);
  browserTranslations.add(lang, 'translation', texts);
}

async function ensureLoaded(lang: Language): Promise<void> {
  await Promise.all([...bundlesInUse.values()].map((bundle) => loadBundle(bundle, lang)));
}

/**
 * Texts only some screens use (a page's own, the error words), before they show: English at once,
 * and the language the interface speaks (fetched unless English), and that of the server's HTML, in
 * which a part still to hydrate renders first. A language the shopper switches to later loads them too.
 */
export function loadTextBundle(bundle: TextBundle): Promise<void> | null {
  if (!bundlesInUse.has(bundle.id)) bundlesInUse.set(bundle.id, bundle);
  void loadBundle(bundle, DEFAULT_LANGUAGE);
  const languages = new Set([browserTranslations.language, browserTranslations.hydrationLanguage]);
  const missing = [...languages].filter((lang) => !loadedTexts.has(`${lang}:${bundle.id}`));
  return missing.length === 0
    ? null
    : Promise.all(missing.map((lang) => loadBundle(bundle, lang))).then(() => undefined);
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
  bundlesInUse.set(entryTexts.id, entryTexts);
  await loadBundle(entryTexts, DEFAULT_LANGUAGE);
  await ensureLoaded(lang);
  browserTranslations.setLanguage(lang);
  browserTranslations.setRenderedLanguage(rendered);
  applyDocumentLanguage(lang);
}

/**
 * Once the server's page is live: the shopper's own choice, when it is not the page's. Parts of the
 * page still to hydrate then hydrate in the page's language first (useTranslation).
 */
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

/**
 * The words for the server's refusals (apiErrors, validation), fetched with the first refusal and
 * before anything shows it: most visits never meet one, and they would weigh 3 KB on every first load.
 */
export async function loadErrorTexts(): Promise<void> {
  const { default: bundle } = await import('texts:apiErrors,validation');
  await loadTextBundle(bundle);
}

/** The user's saved preference applies only when this browser has no stored choice (storefront §4). */
export async function applyPreferredLanguage(lang: Language): Promise<void> {
  if (storedLanguage() !== null || browserTranslations.language === lang) return;
  await ensureLoaded(lang);
  browserTranslations.setLanguage(lang);
  applyDocumentLanguage(lang);
}
