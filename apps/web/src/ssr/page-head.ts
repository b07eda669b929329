import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '../i18n/translator.ts';
import type { Params } from 'react-router';
import type { Language } from '@store/shared/constants';

/** What a page tells search engines and link previews, beside its HTML. */
export interface PageHead {
  /** The page's own name: the document title is '{title} | E-Commerce'; absent on home. */
  title?: string | null;
  description?: string;
  /** A picture for link previews (Open Graph), absolute or from the site's root. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
  /** 404 for an unknown product, category or page, so engines drop it. */
  status?: number;
  /** Pages about one shopper (cart, checkout…): never indexed. */
  noindex?: boolean;
}

/** What a route's head builder may read: the request, and the answers its prefetch put in the cache. */
export interface HeadInput extends PageRequest, ServerLoadContext {
  /** The shop's public address, for absolute links (PUBLIC_URL). */
  origin: string;
  t: TFunction;
}

export type HeadBuilder = (input: HeadInput) => PageHead;

/** What the server reads to render a page: its data as TanStack queries, prefetched. */
export interface ServerLoadContext {
  queryClient: QueryClient;
  lang: Language;
}

/** The page asked for. */
export interface PageRequest {
  params: Params;
  url: URL;
}

/**
 * What the server knows of a route beyond its components, by the route's id (server-pages.ts): the
 * queries to fill before rendering, so the HTML holds the page's content and the browser hydrates from
 * the same answers without asking again, and the page's head. The browser never loads this code: a
 * page there fetches as it mounts and shows its skeleton meanwhile.
 */
export interface ServerPage {
  prefetch?: Prefetch;
  head?: HeadBuilder;
}

/** Never rejects (prefetchQuery does not): a failed call leaves the page its own fallback. */
export type Prefetch = (context: ServerLoadContext, request: PageRequest) => Array<Promise<unknown>>;

type PrivatePage =
  | 'favorites'
  | 'cart'
  | 'checkout'
  | 'checkoutComplete'
  | 'checkoutAuthenticate'
  | 'orderConfirmation'
  | 'orderLink'
  | 'profile'
  | 'orders'
  | 'login';

/** A page about one shopper: its title, and kept out of search results. */
export function privatePage(page: PrivatePage): ServerPage {
  return { head: ({ t }) => ({ title: t(`pages.${page}.title`), noindex: true }) };
}
