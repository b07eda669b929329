import { z } from 'zod';
import { ACTIVE_CATEGORIES_DEFAULT_LIMIT, SOCIAL_PLATFORMS } from '../constants.ts';
import { langQuerySchema } from './common.ts';
import { text } from './text.ts';

/** Response shapes of the storefront content calls (storefront §3, §7). Money in dollars. */

export const heroSlideSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  productImage: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  gradient: z.string().nullable(),
  currentPrice: z.number().nullable(),
  oldPrice: z.number().nullable(),
  discount: z.number().int().nullable(),
  buttonText: z.string(),
  buttonLink: z.string().nullable(),
  order: z.number().int(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  order: z.number().int(),
  productCount: z.number().int(),
  count: z.number().int(),
  featured: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const activeCategoriesQuerySchema = langQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVE_CATEGORIES_DEFAULT_LIMIT),
});

export const testimonialSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  title: z.string(),
  comment: z.string(),
  rating: z.number().int().min(1).max(5),
  image: z.string().nullable(),
  date: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const brandSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  description: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const footerLinkSchema = z.object({
  title: z.string(),
  url: z.string(),
  openInNewTab: z.boolean(),
});

export const footerSectionSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  order: z.number().int(),
  links: z.array(footerLinkSchema),
});

export const socialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  url: z.string(),
  order: z.number().int(),
});

export const postalAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const footerCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  productCount: z.number().int(),
});

export const footerSchema = z.object({
  companyInfo: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    /** `address` here is the one-line form the storefront shows. */
    contact: z.object({ phone: z.string(), email: z.string(), address: z.string() }),
    address: postalAddressSchema,
  }),
  categories: z.array(footerCategorySchema),
  sections: z.array(footerSectionSchema),
  socialLinks: z.array(socialLinkSchema),
  newsletter: z.object({ enabled: z.boolean(), title: z.string(), description: z.string() }),
  appearance: z.object({
    backgroundColor: z.string(),
    textColor: z.string(),
    linkColor: z.string(),
    showLogo: z.boolean(),
    showSocialLinks: z.boolean(),
  }),
  seo: z.object({ enableSchemaMarkup: z.boolean() }),
  copyright: z.object({ text: z.string(), year: z.number().int() }),
});
export type Footer = z.infer<typeof footerSchema>;

/** GET /api/pages/{slug}: a published content page, its Markdown rendered to safe HTML on the server. */
export const contentPageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML: no script, style, event handler or javascript:/data: link survives. */
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Any text is looked up; an unknown or draft page is a 404, not a 400. */
export const contentPageParamsSchema = z.object({ slug: text().max(200) });
