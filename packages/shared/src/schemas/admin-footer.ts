import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../constants.ts';
import { optionalAdminMultiline, optionalAdminText, requiredAdminText } from './admin-common.ts';
import { optionalImageUrl } from './admin-upload.ts';
import { multilineText, text } from './text.ts';

/**
 * Footer Management (admin §2, §3 Footer, §4 Footer edits, §5 Footer section, §7 GET|PUT
 * /admin/footer): the whole footer as the admin edits it, in English (the spec's fields) and French
 * (`descriptionFr`, `titleFr`, `textFr`, optional: the storefront falls back to English). The PUT
 * body and the screen's form validate with the same schema; the server stays the authority.
 */

export const FOOTER_MESSAGES = {
  companyName: 'Company name is required',
  sectionTitle: 'Section title is required',
  sectionLinks: 'A section needs at least one link',
  linkTitle: 'Link title is required',
  link: 'Please enter a valid link (http(s), mailto:, tel:, a path starting with / or an anchor starting with #)',
  email: 'Please enter a valid email address',
  logo: 'Please enter a valid image URL',
  color: 'Colors must be written as #rrggbb',
  year: 'Copyright year must be between 2000 and 2099',
  platform: 'Please choose a social platform',
} as const;

/** Copyright years the form takes (admin §5). */
export const COPYRIGHT_YEAR_MIN = 2000;
export const COPYRIGHT_YEAR_MAX = 2099;
/** Limits that keep one footer a footer: columns, links per column, social links. */
export const FOOTER_MAX_SECTIONS = 12;
export const FOOTER_MAX_LINKS = 30;
export const FOOTER_MAX_SOCIAL_LINKS = 20;

/**
 * A link the footer may hold: an http(s) address, mailto:, tel:, a path of this site ('/pages/about')
 * or an in-page anchor ('#contact'). Nothing else: no javascript:, data:, vbscript: or any other
 * scheme, no protocol-relative '//host' and no backslash, which browsers read as '/'
 * ('/\evil.example' would leave the site).
 */
export const FOOTER_LINK_PATTERN =
  /^(?:https?:\/\/[^\s/\\$.?#][^\s\\]*|mailto:[^\s\\@]+@[^\s\\]+|tel:\+?[0-9][0-9 ().-]*|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/i;

/** True for a link FOOTER_LINK_PATTERN accepts (after trimming). */
export const isSafeFooterLink = (url: string): boolean => FOOTER_LINK_PATTERN.test(url.trim());

const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text the footer may leave empty: '' when absent. */
const plain = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');
const plainMultiline = (max: number) =>
  multilineText()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');
/** A French text: null when empty, so the storefront shows the English one. */
const french = optionalAdminText;
const frenchMultiline = optionalAdminMultiline;

const link = text({ error: FOOTER_MESSAGES.link })
  .trim()
  .max(2000)
  .regex(FOOTER_LINK_PATTERN, FOOTER_MESSAGES.link);

const color = text({ error: FOOTER_MESSAGES.color }).trim().regex(COLOR_PATTERN, FOOTER_MESSAGES.color);

export const footerLinkBodySchema = z.object({
  title: requiredAdminText(FOOTER_MESSAGES.linkTitle, 80),
  titleFr: french(80),
  url: link,
  openInNewTab: z.boolean().default(false),
});

/** One column of links; also the section modal's form (admin §5: title required, one link at least). */
export const footerSectionBodySchema = z.object({
  /** The section's id, or the temporary one a new section got on the screen (admin §4). */
  _id: text().trim().max(64).optional(),
  title: requiredAdminText(FOOTER_MESSAGES.sectionTitle, 80),
  titleFr: french(80),
  order: z.number().int().min(0).max(1000).default(0),
  links: z.array(footerLinkBodySchema).min(1, FOOTER_MESSAGES.sectionLinks).max(FOOTER_MAX_LINKS),
});
export type FooterSectionInput = z.input<typeof footerSectionBodySchema>;
export type FooterSectionValues = z.output<typeof footerSectionBodySchema>;

export const socialLinkBodySchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: FOOTER_MESSAGES.platform }),
  url: link,
  order: z.number().int().min(0).max(1000).default(0),
});

/** PUT /admin/footer: the whole footer, replacing what was there. */
export const footerBodySchema = z.object({
  companyInfo: z.object({
    name: requiredAdminText(FOOTER_MESSAGES.companyName, 120),
    logo: optionalImageUrl(FOOTER_MESSAGES.logo),
    description: plainMultiline(1000),
    descriptionFr: frenchMultiline(1000),
    contact: z.object({
      email: plain(254).refine((value) => value === '' || EMAIL_PATTERN.test(value), FOOTER_MESSAGES.email),
      phone: plain(40),
    }),
    address: z.object({
      street: plain(160),
      city: plain(120),
      state: plain(120),
      zipCode: plain(20),
      country: plain(120),
    }),
  }),
  sections: z.array(footerSectionBodySchema).max(FOOTER_MAX_SECTIONS),
  socialLinks: z.array(socialLinkBodySchema).max(FOOTER_MAX_SOCIAL_LINKS),
  newsletter: z.object({
    enabled: z.boolean(),
    title: plain(120),
    titleFr: french(120),
    description: plainMultiline(500),
    descriptionFr: frenchMultiline(500),
  }),
  appearance: z.object({
    backgroundColor: color,
    textColor: color,
    linkColor: color,
    showLogo: z.boolean(),
    showSocialLinks: z.boolean(),
  }),
  seo: z.object({ enableSchemaMarkup: z.boolean() }),
  copyright: z.object({
    text: plain(200),
    textFr: french(200),
    year: z
      .number({ error: FOOTER_MESSAGES.year })
      .int(FOOTER_MESSAGES.year)
      .min(COPYRIGHT_YEAR_MIN, FOOTER_MESSAGES.year)
      .max(COPYRIGHT_YEAR_MAX, FOOTER_MESSAGES.year),
  }),
});
export type FooterBodyInput = z.input<typeof footerBodySchema>;
export type FooterBodyValues = z.output<typeof footerBodySchema>;

const adminFooterLinkSchema = z.object({
  title: z.string(),
  titleFr: z.string().nullable(),
  url: z.string(),
  openInNewTab: z.boolean(),
});

/** The footer as GET /admin/footer answers it: every field, both languages. */
export const adminFooterSchema = z.object({
  companyInfo: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    descriptionFr: z.string().nullable(),
    contact: z.object({ email: z.string(), phone: z.string() }),
    address: z.object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      country: z.string(),
    }),
  }),
  sections: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      titleFr: z.string().nullable(),
      order: z.number().int(),
      links: z.array(adminFooterLinkSchema),
    }),
  ),
  socialLinks: z.array(
    z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string(), order: z.number().int() }),
  ),
  newsletter: z.object({
    enabled: z.boolean(),
    title: z.string(),
    titleFr: z.string().nullable(),
    description: z.string(),
    descriptionFr: z.string().nullable(),
  }),
  appearance: z.object({
    backgroundColor: z.string(),
    textColor: z.string(),
    linkColor: z.string(),
    showLogo: z.boolean(),
    showSocialLinks: z.boolean(),
  }),
  seo: z.object({ enableSchemaMarkup: z.boolean() }),
  copyright: z.object({ text: z.string(), textFr: z.string().nullable(), year: z.number().int() }),
});
export type AdminFooter = z.infer<typeof adminFooterSchema>;
export type AdminFooterSection = AdminFooter['sections'][number];

export const footerSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  footer: adminFooterSchema,
});
