import { z } from 'zod';
import {
  adminDeleteResponseSchema,
  optionalAdminMultiline,
  optionalAdminText,
  requiredAdminText,
} from './admin-common.ts';
import { imageUrl } from './admin-upload.ts';
import { idSchema } from './common.ts';
import { multilineText } from './text.ts';

/**
 * Categories Management (admin §2, §3 Category, §5 Category form, §7): the form and body the server
 * and the client both validate with, and the rows the admin list shows. Texts in English and French;
 * `name` and `description` are the English ones (the spec's fields), the French ones may be empty.
 */

/** The longest description, in characters, in either language. */
export const CATEGORY_DESCRIPTION_MAX = 1000;

export const CATEGORY_MESSAGES = {
  name: 'Category name is required',
  slug: 'Category slug is required',
  slugFormat: 'Category slug may contain only lower-case letters, digits and single hyphens',
  description: 'Category description is required',
  descriptionTooLong: `Category description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`,
  image: 'Category image URL is required',
  imageUrl: 'Please enter a valid image URL',
  icon: 'Category icon is required',
  order: 'Order must be a valid number',
} as const;

/** What the admin slug rule (adminSlug in slug.ts) produces: 'home-garden', 'books-2024'. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A whole number >= 0 (admin §5); anything else, a text or NaN included, gets the spec's message. */
export const categoryOrderSchema = z
  .number({ error: CATEGORY_MESSAGES.order })
  .int(CATEGORY_MESSAGES.order)
  .min(0, CATEGORY_MESSAGES.order)
  .max(1_000_000, CATEGORY_MESSAGES.order);

/** The category form as the client fills it in; `order` is prefilled with the category count. */
export const categoryFormSchema = z.object({
  name: requiredAdminText(CATEGORY_MESSAGES.name, 100),
  nameFr: optionalAdminText(100),
  slug: requiredAdminText(CATEGORY_MESSAGES.slug, 100).regex(
    CATEGORY_SLUG_PATTERN,
    CATEGORY_MESSAGES.slugFormat,
  ),
  // The schema-wide error is for a missing or non-text value only: too long says so (its own text).
  description: multilineText({ error: CATEGORY_MESSAGES.description })
    .trim()
    .min(1, CATEGORY_MESSAGES.description)
    .max(CATEGORY_DESCRIPTION_MAX, CATEGORY_MESSAGES.descriptionTooLong),
  descriptionFr: optionalAdminMultiline(CATEGORY_DESCRIPTION_MAX),
  image: imageUrl(CATEGORY_MESSAGES.image, CATEGORY_MESSAGES.imageUrl),
  icon: requiredAdminText(CATEGORY_MESSAGES.icon, 16),
  order: categoryOrderSchema,
  isActive: z.boolean().default(true),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

/** POST and PUT body: the form, except that a new category's order defaults to the current count. */
export const categoryBodySchema = categoryFormSchema.extend({ order: categoryOrderSchema.optional() });
export type CategoryBody = z.input<typeof categoryBodySchema>;

export const categoryIdParamsSchema = z.object({ id: idSchema });

/** A category as the admin list shows it (admin §3 Category), with both languages. */
export const adminCategorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameFr: z.string().nullable(),
  slug: z.string(),
  description: z.string(),
  descriptionFr: z.string().nullable(),
  image: z.string(),
  icon: z.string(),
  order: z.number().int(),
  isActive: z.boolean(),
  /** Featured, active products in the category. */
  featuredCount: z.number().int(),
  /** Every product filed under it, inactive ones included: a category with any cannot be deleted. */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.array(adminCategorySchema);

export const adminCategoryResponseSchema = z.object({
  success: z.literal(true),
  category: adminCategorySchema,
});

export const deleteCategoryResponseSchema = adminDeleteResponseSchema;
