import type { APIRequestContext } from '@playwright/test';
import {
  brandSchema,
  categorySchema,
  footerSchema,
  heroSlideSchema,
  testimonialSchema,
} from '@store/shared/schemas/content';
import { productSummarySchema } from '@store/shared/schemas/product';
import type { Language } from '@store/shared/constants';
import { z } from 'zod';

/**
 * What the store's API says, read through the same zod schemas the API and the web app use, so a
 * journey compares the page with the real data instead of hard-coded seed strings.
 */

async function getJson<T>(request: APIRequestContext, path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return schema.parse(await response.json());
}

export const api = {
  hero: (request: APIRequestContext, lang: Language = 'en') =>
    getJson(request, `/api/hero?lang=${lang}`, z.array(heroSlideSchema)),
  activeCategories: (request: APIRequestContext, lang: Language = 'en') =>
    getJson(request, `/api/categories/active?lang=${lang}`, z.array(categorySchema)),
  categories: (request: APIRequestContext, lang: Language = 'en') =>
    getJson(request, `/api/categories?lang=${lang}`, z.array(categorySchema)),
  featured: (request: APIRequestContext, lang: Language = 'en') =>
    getJson(request, `/api/products/featured?lang=${lang}`, z.array(productSummarySchema)),
  testimonials: (request: APIRequestContext, lang: Language = 'en') =>
    getJson(request, `/api/testimonials?lang=${lang}`, z.array(testimonialSchema)),
  footer: (request: APIRequestContext, lang: Language = 'en') =>
    getJson(request, `/api/footer?lang=${lang}`, footerSchema),
  brands: (request: APIRequestContext) => getJson(request, '/api/brands', z.array(brandSchema)),
};
