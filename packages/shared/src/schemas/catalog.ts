import { z } from 'zod';
import { multilineText, text } from './text.ts';
import {
  CATEGORY_PAGE_SIZE,
  RECOMMENDATIONS_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SORT_OPTIONS,
} from '../constants.ts';
import { idSchema, langQuerySchema } from './common.ts';
import { productSummarySchema } from './product.ts';

/** Product page, category page, view tracking and recommendations (storefront §7). */

export const productParamsSchema = z.object({ id: text().max(100) });
export const categoryParamsSchema = z.object({ slug: text().max(100) });

export const categoryProductsQuerySchema = langQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(CATEGORY_PAGE_SIZE),
  sortBy: z.enum(SORT_OPTIONS).default('relevance'),
  /** The previous page's `nextCursor`: this page then starts right after that page's last product. */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(300)
    .optional(),
});

export const categoryProductsResponseSchema = z.object({
  products: z.array(productSummarySchema),
  categoryName: z.string(),
  slug: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Pass as `after` to read the next page from exactly where this one ended; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const trackViewBodySchema = z.object({
  productId: idSchema,
  category: text().max(100).optional(),
});

export const recommendationsQuerySchema = langQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(24).default(RECOMMENDATIONS_DEFAULT_LIMIT),
});
export const recommendationsResponseSchema = z.object({ products: z.array(productSummarySchema) });

export const successSchema = z.object({ success: z.literal(true) });

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const contactBodySchema = z.object({
  name: text().trim().min(1).max(100),
  email: text().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254)),
  subject: text().trim().min(1).max(200),
  message: multilineText().trim().min(10).max(5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
