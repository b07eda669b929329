import { z } from 'zod';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../constants.ts';
import { adminPageQuerySchema, adminPaginationSchema, requiredAdminText } from './admin-common.ts';
import { checkSaving, dollarAmount, PRICE_MESSAGES } from './admin-prices.ts';
import { imageUrl } from './admin-upload.ts';
import { idSchema } from './common.ts';
import { multilineText, text } from './text.ts';

/**
 * Products Management (admin §2, §3 Product and Variant, §5 Product and Variant form, §7 product calls).
 * Prices in dollars. The catalogue is bilingual: English fields carry the spec's names, French ones end
 * in `Fr` and fall back to English on the storefront when empty.
 */

/** The spec's validation texts (§5), returned by the server and shown by the form. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  descriptionRequired: 'Product description is required',
  priceInvalid: 'Valid price is required',
  imageRequired: 'Product image URL is required',
  categoryRequired: 'Product category is required',
  ratingRange: 'Rating must be between 1 and 5',
  reviewsInvalid: 'Reviews count must be a positive number',
  discountRange: 'Discount must be a whole number from 0 to 99',
  originalPriceInvalid: 'Original price must be a positive number',
  originalPriceNotHigher: 'Original price must be higher than the price',
  priceDecimals: PRICE_MESSAGES.decimals,
  imageInvalid: 'Image URLs must start with http(s):// or /',
  stockInvalid: 'Stock must be a whole number of 0 or more',
  variantRequired: 'Please fill in SKU, Name, and Price fields',
} as const;
export type ProductMessageKey = keyof typeof PRODUCT_MESSAGES;

/** Additional images beside the main one (admin §9). */
export const PRODUCT_EXTRA_IMAGES = 3;
export const PRODUCT_DEFAULT_RATING = 5;
const MAX_STOCK = 1_000_000;

const m = PRODUCT_MESSAGES;
const price = (message: string) => dollarAmount(message);
/** A price and its original price: a saving only when the original is above the price. */
export const checkProductSaving = checkSaving({
  price: 'price',
  original: 'originalPrice',
  notHigher: m.originalPriceNotHigher,
});
const stockCount = z
  .number({ error: m.stockInvalid })
  .int(m.stockInvalid)
  .min(0, m.stockInvalid)
  .max(MAX_STOCK, m.stockInvalid);
const optionalText = (max: number) => text().trim().max(max).nullish();
/** A text that must be there: missing, not a string or blank all answer the spec's one message. */
const optionalMultiline = (max: number) => multilineText().trim().max(max).nullish();

export const variantAttributesSchema = z.object({
  size: optionalText(60),
  color: optionalText(60),
  material: optionalText(60),
  style: optionalText(60),
});

/**
 * A variant as the product form sends it; `stock.reserved` is checkout's and never taken from a client,
 * nor is a `discount`: answers compute it from the two prices.
 */
export const adminVariantInputSchema = z
  .object({
    sku: requiredAdminText(m.variantRequired, 64),
    name: requiredAdminText(m.variantRequired, 200),
    price: price(m.variantRequired),
    originalPrice: price(m.originalPriceInvalid).nullish(),
    stock: z
      .object({
        quantity: stockCount.default(0),
        lowStockThreshold: stockCount.default(DEFAULT_LOW_STOCK_THRESHOLD),
      })
      .default({ quantity: 0, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD }),
    attributes: variantAttributesSchema.default({}),
    isActive: z.boolean().default(true),
  })
  .superRefine(checkProductSaving);
export type AdminVariantInput = z.input<typeof adminVariantInputSchema>;

/** A specification's French name and value, keyed by its English name in `specifications`. */
const specificationFrSchema = z.object({ name: text().trim().max(100), value: text().trim().max(500) });

/**
 * POST and PUT /api/admin/products: the whole product (admin §3), checked with the spec's texts (§5).
 * `discount` is read-only: answers carry it, computed from price and original price; a body's is
 * ignored, so the percent shown can never disagree with the prices.
 */
export const adminProductBodySchema = z
  .object({
    name: requiredAdminText(m.nameRequired, 200),
    nameFr: optionalText(200),
    description: requiredAdminText(m.descriptionRequired, 2000, { multiline: true }),
    descriptionFr: optionalMultiline(2000),
    detailedDescription: optionalMultiline(10_000),
    detailedDescriptionFr: optionalMultiline(10_000),
    price: price(m.priceInvalid),
    /** Empty means no saving shown; else it must be above the price. */
    originalPrice: price(m.originalPriceInvalid).nullish(),
    image: imageUrl(m.imageRequired, m.imageInvalid),
    images: z.array(imageUrl(m.imageInvalid, m.imageInvalid)).max(PRODUCT_EXTRA_IMAGES).default([]),
    /** The category's name (either language), slug or id; answers carry its English name. */
    category: requiredAdminText(m.categoryRequired, 100),
    rating: z
      .number({ error: m.ratingRange })
      .min(1, m.ratingRange)
      .max(5, m.ratingRange)
      .default(PRODUCT_DEFAULT_RATING),
    reviews: z
      .number({ error: m.reviewsInvalid })
      .int(m.reviewsInvalid)
      .min(0, m.reviewsInvalid)
      .max(1_000_000_000, m.reviewsInvalid)
      .default(0),
    inStock: z.boolean().default(true),
    featured: z.boolean().default(false),
    /** Stock of a product sold without variants (a variant keeps its own); omitted on update keeps it. */
    stock: z.object({ quantity: stockCount }).optional(),
    specifications: z.record(text().trim().min(1).max(100), text().trim().max(500)).default({}),
    specificationsFr: z.record(text().trim().max(100), specificationFrSchema).default({}),
    variants: z.array(adminVariantInputSchema).max(100).default([]),
  })
  .superRefine(checkProductSaving);
export type AdminProductBody = z.input<typeof adminProductBodySchema>;
export type AdminProductInput = z.output<typeof adminProductBodySchema>;

/** A query-string boolean: 'true'/'1' or 'false'/'0'; absent (or empty) means no filter. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => (v === '' ? undefined : v === 'true' || v === '1'));

/** GET /api/admin/products: 20 a page, newest first, narrowed by any of the filters (admin §7). */
export const adminProductsQuerySchema = adminPageQuerySchema.extend({
  /** Words of the name or description (either language), or a variant's exact SKU. */
  search: text().max(200).optional(),
  /** A category id, slug or name; empty or 'all' means every category. */
  category: text().max(100).optional(),
  featured: queryBoolean.optional(),
  inStock: queryBoolean.optional(),
  /**
   * true: only archived products (deleted while orders refer to them, kept for those orders);
   * otherwise the active ones.
   */
  archived: queryBoolean.optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const adminProductParamsSchema = z.object({ id: idSchema });

/** A row of the products table (admin §2): what the list shows. */
export const adminProductRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameFr: z.string().nullable(),
  description: z.string(),
  category: z.string(),
  categoryId: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discount: z.number().int(),
  image: z.string(),
  rating: z.number(),
  reviews: z.number().int(),
  inStock: z.boolean(),
  featured: z.boolean(),
  /** Deleted while orders refer to it: hidden from the shop, read-only here until restored. */
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminVariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discount: z.number().int(),
  /** `reserved`: units held by checkouts in progress; quantity may not go below it. */
  stock: z.object({
    quantity: z.number().int(),
    reserved: z.number().int(),
    lowStockThreshold: z.number().int(),
  }),
  attributes: z.object({
    size: z.string().nullable(),
    color: z.string().nullable(),
    material: z.string().nullable(),
    style: z.string().nullable(),
  }),
  isActive: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** GET /api/admin/products/{id}: everything the edit form shows. */
export const adminProductSchema = adminProductRowSchema.extend({
  descriptionFr: z.string().nullable(),
  detailedDescription: z.string().nullable(),
  detailedDescriptionFr: z.string().nullable(),
  categorySlug: z.string(),
  images: z.array(z.string()),
  stock: z.object({ quantity: z.number().int(), reserved: z.number().int() }),
  specifications: z.record(z.string(), z.string()),
  specificationsFr: z.record(z.string(), specificationFrSchema),
  variants: z.array(adminVariantSchema),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsResponseSchema = z.object({
  products: z.array(adminProductRowSchema),
  pagination: adminPaginationSchema,
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

export const adminProductResponseSchema = z.object({ success: z.literal(true), product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/** A toggle's answer: the row as the list shows it now. */
export const adminProductRowResponseSchema = z.object({
  success: z.literal(true),
  product: adminProductRowSchema,
});
export type AdminProductRowResponse = z.infer<typeof adminProductRowResponseSchema>;

/** DELETE one product: removed outright, or archived when orders refer to it. */
export const adminProductDeleteResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type AdminProductDeleteResponse = z.infer<typeof adminProductDeleteResponseSchema>;

const productIdsSchema = z.array(idSchema).min(1, 'Select at least one product').max(500);

export const adminBulkDeleteBodySchema = z.object({ productIds: productIdsSchema });
export const adminBulkDeleteResponseSchema = z.object({
  success: z.literal(true),
  deleted: z.number().int(),
  archived: z.number().int(),
  message: z.string(),
});
export type AdminBulkDeleteResponse = z.infer<typeof adminBulkDeleteResponseSchema>;

export const adminBulkUpdateBodySchema = z.object({
  productIds: productIdsSchema,
  changes: z
    .object({
      featured: z.boolean().optional(),
      inStock: z.boolean().optional(),
      /** A category id, slug or name. */
      category: text().trim().min(1, m.categoryRequired).max(100).optional(),
      /**
       * Percent off the original price (or, for a product without one, off its current price, which
       * becomes the original): sets each product's and variant's price; 0 ends the sale.
       */
      discount: z
        .number({ error: m.discountRange })
        .int(m.discountRange)
        .min(0, m.discountRange)
        .max(99, m.discountRange)
        .optional(),
    })
    .refine((c) => Object.values(c).some((v) => v !== undefined), 'Choose at least one change'),
});
export type AdminBulkUpdateBody = z.input<typeof adminBulkUpdateBodySchema>;
export const adminBulkUpdateResponseSchema = z.object({
  success: z.literal(true),
  updated: z.number().int(),
  message: z.string(),
});
export type AdminBulkUpdateResponse = z.infer<typeof adminBulkUpdateResponseSchema>;
