import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import type en from './en.json';
import type { AdminResources } from './admin/resources.ts';

/**
 * The shop's translator: typed keys over JSON texts, `{{name}}` interpolation and plural forms chosen
 * by `Intl.PluralRules` (`key_one`, `key_many`, `key_other`). It is all the storefront asks of an i18n
 * library, in about a kilobyte, where i18next and its React binding weighed 15 KB gzipped on every
 * first load (issue 20's JavaScript budget).
 */

/** The texts by namespace; the English files are the reference for the typed keys. */
export interface Resources {
  translation: typeof en;
  /** The admin panel's words, loaded only with the admin chunk. */
  admin: AdminResources;
}
export type Namespace = keyof Resources;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `items_one` and `items_other` are asked for as `items`, with a count (or by their full name). */
type BaseKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** Every text's dotted path in a tree of texts. */
type TextPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K | BaseKey<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Paths to lists of texts (read with `list`). */
type ListPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends readonly string[]
    ? `${Prefix}${K}`
    : T[K] extends string
      ? never
      : ListPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TKey<NS extends Namespace = 'translation'> = TextPaths<Resources[NS]>;
export type TListKey<NS extends Namespace = 'translation'> = ListPaths<Resources[NS]>;

/** Values for `{{name}}`; `count` also picks the plural form; `defaultValue` answers a missing key. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: string | number | boolean | null | undefined;
}

export interface TFunction<NS extends Namespace = 'translation'> {
  (key: TKey<NS>, options?: TOptions): string;
  /** A list of texts (the search box's sample suggestions); empty when the key names none. */
  list(key: TListKey<NS>): string[];
  readonly language: Language;
}

interface TextTree {
  readonly [key: string]: string | readonly string[] | TextTree;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` replaced by its value; a placeholder with no value stays, as i18next leaves it. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

function lookup(tree: TextTree | undefined, path: string): TextTree[string] | undefined {
  let node: TextTree[string] | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = (node as TextTree)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * The texts of several languages and namespaces, and the language the interface speaks. Components
 * subscribe to it (`useTranslation`), so switching language or adding texts re-renders them.
 */
export class Translations {
  private readonly trees = new Map<string, TextTree>();
  private readonly fixed = new Map<string, TFunction<Namespace>>();
  private readonly listeners = new Set<() => void>();
  private current: Language;
  /** In the browser, the language of the page the server rendered (null when it rendered none). */
  private rendered: Language | null = null;
  /** Changes whenever the language does, or texts arrive that a render missed: a snapshot for `useSyncExternalStore`. */
  version = 0;
  /**
   * Whether a text was asked for since the last change and not found in its language. Only then do
   * new texts re-render the subscribers: a lazily loaded part brings its own texts before it renders,
   * and otherwise re-rendered every component that speaks (synchronously, useSyncExternalStore's rule)
   * for texts none of them uses: a long task after hydrating, once per part.
   */
  private missed = false;

  constructor(language: Language = DEFAULT_LANGUAGE) {
    this.current = language;
  }

  get language(): Language {
    return this.current;
  }

  /**
   * The language a component speaks while it hydrates: that of the server's HTML, whatever the
   * interface has switched to since (a part that hydrates late would otherwise not match its HTML).
   */
  get hydrationLanguage(): Language {
    return this.rendered ?? this.current;
  }

  get renderedLanguage(): Language | null {
    return this.rendered;
  }

  setRenderedLanguage(lang: Language | null): void {
    this.rendered = lang;
  }

  has(lang: Language, ns: Namespace): boolean {
    return this.trees.has(`${lang}:${ns}`);
  }

  /** Texts of a language and namespace: their sections join those already there. */
  add(lang: Language, ns: Namespace, tree: object): void {
    const key = `${lang}:${ns}`;
    this.trees.set(key, { ...this.trees.get(key), ...(tree as TextTree) });
    if (this.missed) this.changed();
  }

  setLanguage(lang: Language): void {
    if (lang === this.current) return;
    this.current = lang;
    this.changed();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = (): number => this.version;

  /** A translator for one language (null: the current one) and namespace, the same one until a change. */
  getFixedT<NS extends Namespace = 'translation'>(lang: Language | null, ns?: NS): TFunction<NS> {
    const language = lang ?? this.current;
    const namespace = ns ?? 'translation';
    const id = `${language}:${namespace}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = this.translator(language, namespace);
      this.fixed.set(id, t);
    }
    return t as unknown as TFunction<NS>;
  }

  private translator(lang: Language, ns: Namespace): TFunction<Namespace> {
    // The language's own text first, then English's: a text not yet translated still says something.
    const trees = () => [this.trees.get(`${lang}:${ns}`), this.trees.get(`${DEFAULT_LANGUAGE}:${ns}`)];
    // A text found only in English's tree, for another language, is missed too: its own may come later.
    const found = (tree: TextTree | undefined) => {
      if (tree !== this.trees.get(`${lang}:${ns}`)) this.missed = true;
    };
    const t = (key: string, options?: TOptions): string => {
      const count = options?.count;
      const candidates =
        typeof count === 'number' ? [`${key}_${pluralForm(lang, count)}`, `${key}_other`, key] : [key];
      for (const tree of trees()) {
        for (const candidate of candidates) {
          const text = lookup(tree, candidate);
          if (typeof text === 'string') {
            found(tree);
            return interpolate(text, options);
          }
        }
      }
      this.missed = true;
      return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
    };
    const list = (key: string): string[] => {
      for (const tree of trees()) {
        const texts = lookup(tree, key);
        if (Array.isArray(texts)) {
          found(tree);
          return [...(texts as readonly string[])];
        }
      }
      this.missed = true;
      return [];
    };
    return Object.assign(t, { list, language: lang }) as TFunction<Namespace>;
  }

  private changed(): void {
    this.missed = false;
    this.version += 1;
    this.fixed.clear();
    for (const listener of this.listeners) listener();
  }
}
