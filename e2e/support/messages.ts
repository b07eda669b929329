import { readFileSync } from 'node:fs';
import type { Language } from '@store/shared/constants';

/**
 * The web app's own UI strings (apps/web/src/i18n/{en,fr}.json), so journeys look for what a shopper
 * reads in either language without copying translations into the tests.
 */

export type Messages = { [key: string]: string | Messages };

const cache = new Map<Language, Messages>();

function load(lang: Language): Messages {
  let messages = cache.get(lang);
  if (!messages) {
    const file = new URL(`../../apps/web/src/i18n/${lang}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(lang, messages);
  }
  return messages;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * A dotted key of a bundle of one language, as the shop's translator reads it: the plural form the
 * language's rules choose (`key_one`, `key_other`, `key_many` in French), then `{{name}}`. Throws on a
 * missing key, naming `what` bundle it looked in.
 */
export function translateFrom(
  bundle: Messages,
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
  what = 'UI',
): string {
  const count = values.count;
  const keys =
    typeof count === 'number'
      ? [`${key}_${new Intl.PluralRules(lang).select(count)}`, `${key}_other`, key]
      : [key];
  const node = keys.map((candidate) => lookup(bundle, candidate)).find((text) => text !== undefined);
  if (node === undefined) throw new Error(`No ${lang} ${what} text for "${key}"`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
}

/** Translates a dotted key of the storefront's texts; throws on a missing key. */
export function translate(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  return translateFrom(load(lang), lang, key, values);
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator bound to one language. */
export const messages =
  (lang: Language): Translate =>
  (key, values) =>
    translate(lang, key, values);
