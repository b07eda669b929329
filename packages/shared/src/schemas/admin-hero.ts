import { z } from 'zod';
import {
  adminDeleteResponseSchema,
  optionalAdminMultiline,
  optionalAdminText,
  requiredAdminText,
} from './admin-common.ts';
import { checkSaving, dollarAmount, PRICE_MESSAGES } from './admin-prices.ts';
import { IMAGE_URL_PATTERN, optionalImageUrl } from './admin-upload.ts';
import { idSchema } from './common.ts';
import { text } from './text.ts';

/**
 * Hero Slider Management (admin §2, §3 Hero slide, §5 Hero slide form, §7): the slide form and body
 * both sides validate with, the slides the admin grid shows, and the reorder call. Texts in English
 * (`title`, …, the spec's fields) and French (`titleFr`, …, optional); prices in dollars.
 */

export const HERO_MESSAGES = {
  title: 'Title is required',
  price: 'Price must be a number of 0 or more',
  priceDecimals: PRICE_MESSAGES.decimals,
  oldPriceNotHigher: 'Old price must be higher than the current price',
  currentPriceMissing: 'Enter the current price with the old price',
  image: 'Please enter a valid image URL',
  link: 'Please enter a valid link (http(s) address or a path starting with /)',
  order: 'The new order must list every slide exactly once',
} as const;

/** The button text a slide gets when none is given. */
export const HERO_DEFAULT_BUTTON_TEXT = 'Shop Now';

/** A price in dollars, >= 0 with cents at most; empty (null) when the slide shows none. */
const price = dollarAmount(HERO_MESSAGES.price, 'zero')
  .nullish()
  .transform((value) => value ?? null);

const checkHeroSaving = checkSaving({
  price: 'currentPrice',
  original: 'oldPrice',
  notHigher: HERO_MESSAGES.oldPriceNotHigher,
});

/**
 * The slide form and body. Its percent-off badge is not taken from it: answers compute `discount` from
 * the old and current prices (a body's `discount` is ignored), so the badge always matches them.
 */
export const heroSlideFormSchema = z
  .object({
    title: requiredAdminText(HERO_MESSAGES.title, 120),
    titleFr: optionalAdminText(120),
    subtitle: optionalAdminText(160),
    subtitleFr: optionalAdminText(160),
    description: optionalAdminMultiline(500),
    descriptionFr: optionalAdminMultiline(500),
    buttonText: optionalAdminText(40),
    buttonTextFr: optionalAdminText(40),
    buttonLink: text()
      .trim()
      .max(2000)
      .refine((value) => value === '' || IMAGE_URL_PATTERN.test(value), HERO_MESSAGES.link)
      .nullish()
      .transform((value) => value || null),
    productImage: optionalImageUrl(HERO_MESSAGES.image),
    backgroundImage: optionalImageUrl(HERO_MESSAGES.image),
    isActive: z.boolean().default(true),
    oldPrice: price,
    currentPrice: price,
  })
  .superRefine((slide, ctx) => {
    // An old price alone would show a crossed-out price with nothing to pay beside it.
    if (slide.oldPrice !== null && slide.currentPrice === null) {
      ctx.addIssue({ code: 'custom', message: HERO_MESSAGES.currentPriceMissing, path: ['currentPrice'] });
    }
    checkHeroSaving(slide, ctx);
  });
export type HeroSlideFormInput = z.input<typeof heroSlideFormSchema>;
export type HeroSlideFormValues = z.output<typeof heroSlideFormSchema>;

export const heroSlideIdParamsSchema = z.object({ id: idSchema });

/** A slide as the admin grid shows it, both languages, prices in dollars. */
export const adminHeroSlideSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  titleFr: z.string().nullable(),
  subtitle: z.string(),
  subtitleFr: z.string().nullable(),
  description: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  buttonText: z.string(),
  buttonTextFr: z.string().nullable(),
  buttonLink: z.string().nullable(),
  productImage: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  isActive: z.boolean(),
  discount: z.number().int().nullable(),
  oldPrice: z.number().nullable(),
  currentPrice: z.number().nullable(),
  /** Position in the slider, from 0. */
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminHeroSlide = z.infer<typeof adminHeroSlideSchema>;

export const adminHeroSlideListSchema = z.array(adminHeroSlideSchema);

export const adminHeroSlideResponseSchema = z.object({
  success: z.literal(true),
  slide: adminHeroSlideSchema,
});

/** A slide in the reorder list: its id, or the whole slide as the grid holds it (its `_id` counts). */
const slideRefSchema = z.union([idSchema, z.object({ _id: idSchema }), z.object({ id: idSchema })]);

/** PUT /admin/hero/reorder: every slide, once, in the new order (admin §4). */
export const heroReorderBodySchema = z.object({
  slides: z.array(slideRefSchema).min(1, HERO_MESSAGES.order).max(200),
});

/** The ids a reorder body lists, in its order. */
export function reorderIds(body: z.output<typeof heroReorderBodySchema>): string[] {
  return body.slides.map((slide) =>
    typeof slide === 'string' ? slide : '_id' in slide ? slide._id : slide.id,
  );
}

export const heroReorderResponseSchema = z.object({
  success: z.literal(true),
  slides: adminHeroSlideListSchema,
});

export const deleteHeroSlideResponseSchema = adminDeleteResponseSchema;
