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

/** What a route's head builder may read: the request, and the answers its loader put in the cache. */
export interface HeadInput {
  params: Params;
  url: URL;
  /** The shop's public address, for absolute links (PUBLIC_URL). */
  origin: string;
  lang: Language;
  t: TFunction;
  queryClient: QueryClient;
}

export type HeadBuilder = (input: HeadInput) => PageHead;

/** A route's `handle`: its head builder, which only the server calls. */
export interface RouteHandle {
  head?: HeadBuilder;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'head' in value;
}

type PrivatePage =
  | 'favorites'
  | 'cart'
  | 'checkout'
  | 'checkoutComplete'
  | 'checkoutAuthenticate'
  | 'orderConfirmation'
  | 'profile'
  | 'orders'
  | 'login';

/** The handle of a page about one shopper: its title, and kept out of search results. */
export function privatePageHandle(page: PrivatePage): RouteHandle {
  return { head: ({ t }) => ({ title: t(`pages.${page}.title`), noindex: true }) };
}
