import {
  SEARCH_DROPDOWN_PRODUCTS,
  SEARCH_DROPDOWN_SUGGESTIONS,
  SEARCH_DROPDOWN_TRENDING,
} from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/product';
import type { SearchResponse, Suggestion } from '@store/shared/schemas/search';

/** One row of the search dropdown; every row is an option the arrow keys can reach. */
export type SearchOption =
  | { kind: 'query'; key: string; text: string }
  | { kind: 'product'; key: string; product: Pick<ProductSummary, 'id' | 'name' | 'image' | 'price'> }
  | { kind: 'suggestion'; key: string; text: string; type: Suggestion['type'] }
  | { kind: 'category'; key: string; name: string; slug: string; productCount: number }
  | { kind: 'recent'; key: string; text: string }
  | { kind: 'trending'; key: string; text: string };

export type GroupName = 'query' | 'products' | 'suggestions' | 'categories' | 'recent' | 'trending';

export interface OptionGroup {
  name: GroupName;
  options: SearchOption[];
}

/** Matching categories shown under the suggestions; the spec gives no number, four keeps the list short. */
const DROPDOWN_CATEGORIES = 4;

/**
 * The dropdown for typed text (storefront §2): a 'search for' row, products (≤ 6), suggestions (≤ 5,
 * each a product or a category, not repeating a listed row) and matching categories. Empty groups are
 * left out.
 */
export function typedGroups(
  text: string,
  results: Pick<SearchResponse, 'products' | 'categories'> | undefined,
  suggestions: readonly Suggestion[] | undefined,
): OptionGroup[] {
  const groups: OptionGroup[] = [{ name: 'query', options: [{ kind: 'query', key: 'query', text }] }];
  const products = (results?.products ?? []).slice(0, SEARCH_DROPDOWN_PRODUCTS);
  const categories = (results?.categories ?? []).slice(0, DROPDOWN_CATEGORIES);
  // A suggestion naming a product or category already listed above or below would be the same row twice.
  const shown = new Set([...products, ...categories].map((row) => row.name.toLowerCase()));
  groups.push({
    name: 'products',
    options: products.map(({ id, name, image, price }) => ({
      kind: 'product',
      key: `product-${id}`,
      product: { id, name, image, price },
    })),
  });
  groups.push({
    name: 'suggestions',
    options: (suggestions ?? [])
      .filter((s) => !shown.has(s.suggestion.toLowerCase()))
      .slice(0, SEARCH_DROPDOWN_SUGGESTIONS)
      .map((s, i) => ({
        kind: 'suggestion',
        key: `suggestion-${i}-${s.suggestion}`,
        text: s.suggestion,
        type: s.type,
      })),
  });
  groups.push({
    name: 'categories',
    options: categories.map((c) => ({
      kind: 'category',
      key: `category-${c.slug}`,
      name: c.name,
      slug: c.slug,
      productCount: c.productCount,
    })),
  });
  return groups.filter((group) => group.options.length > 0);
}

/** The dropdown of an empty box: recent and trending searches, up to six of each (storefront §2, §9). */
export function emptyBoxGroups(
  recent: readonly string[] | undefined,
  trending: readonly string[] | undefined,
): OptionGroup[] {
  const list = (name: 'recent' | 'trending', texts: readonly string[] | undefined): OptionGroup => ({
    name,
    options: (texts ?? [])
      .filter((text) => text.trim() !== '')
      .slice(0, SEARCH_DROPDOWN_TRENDING)
      .map((text, i) => ({ kind: name, key: `${name}-${i}-${text}`, text })),
  });
  return [list('recent', recent), list('trending', trending)].filter((group) => group.options.length > 0);
}

/** Where picking a row leads: a product or category page, else the search page for its words. */
export function optionTarget(option: SearchOption): string {
  switch (option.kind) {
    case 'product':
      return `/product/${encodeURIComponent(option.product.id)}`;
    case 'category':
      return `/category/${encodeURIComponent(option.slug)}`;
    default:
      return searchPath(option.text);
  }
}

/** The words a row searches for; product and category rows search for nothing. */
export function optionText(option: SearchOption): string {
  return option.kind === 'product' || option.kind === 'category' ? '' : option.text;
}

/** /search?q= for the words, trimmed. */
export function searchPath(text: string): string {
  return `/search?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/** The active row after an arrow key: wraps at both ends; -1 means none (the text field itself). */
export function moveActive(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/** Splits `text` around the first case-insensitive occurrence of `term`, to embolden the typed part. */
export function splitMatch(text: string, term: string): [string, string, string] {
  const at = term ? text.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return [text, '', ''];
  return [text.slice(0, at), text.slice(at, at + term.length), text.slice(at + term.length)];
}
