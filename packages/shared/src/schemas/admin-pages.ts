import { z } from 'zod';
import { CATEGORY_SLUG_PATTERN } from './admin-categories.ts';
import { optionalAdminText, requiredAdminText } from './admin-common.ts';
import { idSchema } from './common.ts';
import { multilineText } from './text.ts';

/**
 * Page Builder (admin §2, §6 manage_pages): content pages such as About, Shipping or Returns, with a
 * title, a slug (the admin slug rule of slug.ts, shown at /pages/{slug}), a Markdown body in English
 * and French (French optional: the storefront falls back to English) and a published/draft state.
 */

export const PAGE_MESSAGES = {
  title: 'Page title is required',
  slug: 'Page slug is required',
  slugFormat: 'Page slug may contain only lower-case letters, digits and single hyphens',
  body: 'Page content is required',
  bodyLength: 'Page content is too long',
} as const;

/** Characters of Markdown a page body may hold, per language. */
export const PAGE_BODY_MAX = 50_000;

const markdown = multilineText().max(PAGE_BODY_MAX, PAGE_MESSAGES.bodyLength);

export const pageFormSchema = z.object({
  title: requiredAdminText(PAGE_MESSAGES.title, 160),
  titleFr: optionalAdminText(160),
  slug: requiredAdminText(PAGE_MESSAGES.slug, 100).regex(CATEGORY_SLUG_PATTERN, PAGE_MESSAGES.slugFormat),
  // Not trimmed: leading spaces are Markdown (an indented code block).
  body: multilineText({ error: PAGE_MESSAGES.body })
    .max(PAGE_BODY_MAX, PAGE_MESSAGES.bodyLength)
    .refine((value) => value.trim() !== '', PAGE_MESSAGES.body),
  bodyFr: markdown.nullish().transform((value) => (value && value.trim() ? value : null)),
  isPublished: z.boolean().default(false),
});
export type PageFormInput = z.input<typeof pageFormSchema>;
export type PageFormValues = z.output<typeof pageFormSchema>;

export const pageIdParamsSchema = z.object({ id: idSchema });

/** A page as the admin list shows it (title, slug, status, updated). */
export const adminPageSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  titleFr: z.string().nullable(),
  slug: z.string(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

/** A page with its Markdown, for the edit form. */
export const adminPageSchema = adminPageSummarySchema.extend({
  body: z.string(),
  bodyFr: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageListSchema = z.array(adminPageSummarySchema);

export const adminPageResponseSchema = z.object({ success: z.literal(true), page: adminPageSchema });

export const deletePageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /admin/pages/preview: Markdown in, the HTML the storefront would show out. */
export const pagePreviewBodySchema = z.object({ body: markdown });
export const pagePreviewResponseSchema = z.object({ html: z.string() });
export type PagePreview = z.infer<typeof pagePreviewResponseSchema>;
