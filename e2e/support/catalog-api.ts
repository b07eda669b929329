import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { categoryProductsResponseSchema, recommendationsResponseSchema } from '@store/shared/schemas/catalog';
import { productDetailSchema } from '@store/shared/schemas/product';
import {
  searchResponseSchema,
  suggestionsResponseSchema,
  trendingResponseSchema,
} from '@store/shared/schemas/search';
import type { z } from 'zod';

/**
 * The catalogue and search calls of the API, read through the shared zod schemas, so the catalogue and
 * search journeys compare what the pages show with the API's own answer instead of copied seed data.
 */

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** A query string from values; null and undefined are left out, like the web app does. */
export function queryString(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

async function getJson<T>(request: APIRequestContext, path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return schema.parse(await response.json());
}

export const catalogApi = {
  /** GET /api/search with text, paging, sort and filters (storefront §7). */
  search: (request: APIRequestContext, query: QueryValues, lang: Language = 'en') =>
    getJson(request, `/api/search?${queryString({ ...query, lang })}`, searchResponseSchema),
  suggestions: async (request: APIRequestContext, q: string, lang: Language = 'en') =>
    (await getJson(request, `/api/suggestions?${queryString({ q, lang })}`, suggestionsResponseSchema))
      .suggestions,
  product: (request: APIRequestContext, id: string, lang: Language = 'en') =>
    getJson(request, `/api/products/${encodeURIComponent(id)}?lang=${lang}`, productDetailSchema),
  categoryProducts: (request: APIRequestContext, slug: string, query: QueryValues, lang: Language = 'en') =>
    getJson(
      request,
      `/api/categories/${encodeURIComponent(slug)}/products?${queryString({ ...query, lang })}`,
      categoryProductsResponseSchema,
    ),
};

/** Waits for the page's own answer from an API path (and optional query test) and parses it. */
async function pageAnswer<T>(
  page: Page,
  test: (url: URL) => boolean,
  schema: z.ZodType<T>,
  action: () => Promise<unknown>,
): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => r.request().method() === 'GET' && test(new URL(r.url()))),
    action(),
  ]);
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  return schema.parse(await response.json());
}

/**
 * What the API told the page itself, for answers that depend on this shopper or change while other
 * journeys run (trending searches, recommendations after the page's own view was tracked).
 */
export const pageApi = {
  trending: async (page: Page, action: () => Promise<unknown>) =>
    (await pageAnswer(page, (url) => url.pathname === '/api/trending', trendingResponseSchema, action))
      .trending,
  recommendations: async (page: Page, productId: string, action: () => Promise<unknown>) =>
    (
      await pageAnswer(
        page,
        (url) => url.pathname === `/api/recommendations/${productId}`,
        recommendationsResponseSchema,
        action,
      )
    ).products,
};

/** '$1,234.56': the store's prices in US dollars, en-US in both languages (storefront §1, §9). */
export const usd = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
