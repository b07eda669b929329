import { DEFAULT_LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import {
  type AdminProduct,
  type AdminProductBody,
  adminProductBodySchema,
  type AdminVariantInput,
  checkProductSaving,
  PRODUCT_DEFAULT_RATING,
  PRODUCT_EXTRA_IMAGES,
  PRODUCT_MESSAGES,
} from '@store/shared/schemas/admin-products';
import { IMAGE_URL_PATTERN } from '@store/shared/schemas/admin-upload';
import { z } from 'zod';

/**
 * The product form's values and their check: the shared body schema's own fields (so the form shows
 * the server's texts, admin §5), plus what only the form has: three image slots that may stay empty,
 * the specification rows, and the product's stock. On submit it becomes the body the API takes
 * (admin §5: numbers converted, empty original price null, empty images dropped). The discount is
 * not among its values: the form shows the percent the two prices give (the server computes the same).
 */
const body = adminProductBodySchema.shape;

const imageSlot = z
  .string()
  .trim()
  .refine((url) => url === '' || IMAGE_URL_PATTERN.test(url), PRODUCT_MESSAGES.imageInvalid);

const specificationRow = z.object({
  key: z.string(),
  value: z.string(),
  keyFr: z.string(),
  valueFr: z.string(),
});
export type SpecificationRow = z.infer<typeof specificationRow>;

export const productFormSchema = z
  .object({
    name: body.name,
    nameFr: z.string(),
    description: body.description,
    descriptionFr: z.string(),
    detailedDescription: z.string(),
    detailedDescriptionFr: z.string(),
    price: body.price,
    originalPrice: body.originalPrice,
    image: body.image,
    images: z.array(imageSlot).max(PRODUCT_EXTRA_IMAGES),
    category: body.category,
    rating: body.rating,
    reviews: body.reviews,
    inStock: z.boolean(),
    featured: z.boolean(),
    stockQuantity: z
      .number({ error: PRODUCT_MESSAGES.stockInvalid })
      .int(PRODUCT_MESSAGES.stockInvalid)
      .min(0, PRODUCT_MESSAGES.stockInvalid),
    specifications: z.array(specificationRow),
    variants: z.array(z.custom<AdminVariantInput>()),
  })
  .superRefine(checkProductSaving)
  .transform(({ images, specifications, stockQuantity, ...values }): AdminProductBody => {
    const rows = specifications.filter((row) => row.key.trim() !== '');
    return {
      ...values,
      images: images.filter((url) => url !== ''),
      stock: { quantity: stockQuantity },
      specifications: Object.fromEntries(rows.map((row) => [row.key.trim(), row.value.trim()])),
      specificationsFr: Object.fromEntries(
        rows
          .filter((row) => row.keyFr.trim() || row.valueFr.trim())
          .map((row) => [row.key.trim(), { name: row.keyFr.trim(), value: row.valueFr.trim() }]),
      ),
    };
  });
export type ProductFormInput = z.input<typeof productFormSchema>;

/** The form's starting values: the product being edited, or the spec's defaults for a new one. */
export function productFormDefaults(product: AdminProduct | null): ProductFormInput {
  const images = Array.from({ length: PRODUCT_EXTRA_IMAGES }, (_, i) => product?.images[i] ?? '');
  return {
    name: product?.name ?? '',
    nameFr: product?.nameFr ?? '',
    description: product?.description ?? '',
    descriptionFr: product?.descriptionFr ?? '',
    detailedDescription: product?.detailedDescription ?? '',
    detailedDescriptionFr: product?.detailedDescriptionFr ?? '',
    price: product?.price ?? Number.NaN,
    originalPrice: product?.originalPrice ?? null,
    image: product?.image ?? '',
    images,
    category: product?.category ?? '',
    rating: product?.rating ?? PRODUCT_DEFAULT_RATING,
    reviews: product?.reviews ?? 0,
    inStock: product?.inStock ?? true,
    featured: product?.featured ?? false,
    stockQuantity: product?.stock.quantity ?? 0,
    specifications: Object.entries(product?.specifications ?? {}).map(([key, value]) => ({
      key,
      value,
      keyFr: product?.specificationsFr[key]?.name ?? '',
      valueFr: product?.specificationsFr[key]?.value ?? '',
    })),
    variants: (product?.variants ?? []).map(variantInputOf),
  };
}

/** A saved variant as the form edits it (its reserved units stay the server's). */
export function variantInputOf(v: AdminProduct['variants'][number]): AdminVariantInput {
  return {
    sku: v.sku,
    name: v.name,
    price: v.price,
    originalPrice: v.originalPrice,
    stock: { quantity: v.stock.quantity, lowStockThreshold: v.stock.lowStockThreshold },
    attributes: {
      size: v.attributes.size ?? '',
      color: v.attributes.color ?? '',
      material: v.attributes.material ?? '',
      style: v.attributes.style ?? '',
    },
    isActive: v.isActive,
  };
}

/** A new variant's values (admin §9: low-stock threshold 10). */
export const EMPTY_VARIANT: AdminVariantInput = {
  sku: '',
  name: '',
  price: Number.NaN,
  originalPrice: null,
  stock: { quantity: 0, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD },
  attributes: { size: '', color: '', material: '', style: '' },
  isActive: true,
};

/** Admin §5: a variant shows a low-stock warning when its quantity is at or under its threshold. */
export function isLowStock(variant: AdminVariantInput): boolean {
  const quantity = variant.stock?.quantity ?? 0;
  return quantity <= (variant.stock?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
}

/**
 * Admin §4: a saved variant replaces the one with the same SKU (or the one being edited), in its
 * place; a new SKU goes at the end.
 */
export function placeVariant(
  variants: readonly AdminVariantInput[],
  variant: AdminVariantInput,
  editedIndex: number | null,
): AdminVariantInput[] {
  const replaced = (v: AdminVariantInput, i: number) => i === editedIndex || v.sku === variant.sku;
  const next = variants.filter((v, i) => !replaced(v, i));
  // Nothing before the first replaced variant is removed, so its index is the place to put it.
  const first = variants.findIndex(replaced);
  next.splice(first < 0 ? next.length : first, 0, variant);
  return next;
}
