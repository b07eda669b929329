import type { TFunction } from '../../../i18n/translator.ts';
import type { SOCIAL_PLATFORMS } from '@store/shared/constants';
import type { Footer } from '@store/shared/schemas/content';
import { categorySlug } from '@store/shared/slug';
import { DEFAULT_CATEGORY_SLUGS } from '../../../lib/sample-data.ts';
import type { FooterLink } from './link-column.tsx';

export interface FooterSection {
  id: string;
  title: string;
  links: FooterLink[];
}

type Platform = (typeof SOCIAL_PLATFORMS)[number];

const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};

// Placeholder columns when the footer call fails: in-page anchors only, no real routes (storefront §2).
const DEFAULT_SECTIONS = [
  { id: 'corporate', links: ['about', 'careers', 'press', 'sustainability'] },
  { id: 'help', links: ['faq', 'shipping', 'returns', 'orderTracking', 'contact'] },
  { id: 'membership', links: ['signUp', 'loyalty', 'giftCards', 'campaigns'] },
] as const;

/** Category links with their product counts; the six default categories when the call failed. */
export function categoryLinks(footer: Footer | null, t: TFunction): FooterLink[] {
  if (footer && footer.categories.length > 0) {
    return footer.categories.map((category) => ({
      label: category.name,
      href: `/category/${category.slug || categorySlug(category.name)}`,
      suffix: `(${category.productCount})`,
    }));
  }
  return DEFAULT_CATEGORY_SLUGS.map((slug) => ({
    label: t(`categories.${slug}.name`),
    href: `/category/${slug}`,
  }));
}

/** Link sections as the admin set them up, else the translated placeholder columns. */
export function linkSections(footer: Footer | null, t: TFunction): FooterSection[] {
  if (footer && footer.sections.length > 0) {
    return [...footer.sections]
      .sort((a, b) => a.order - b.order)
      .map((section, index) => ({
        // Columns keep the spec's order (corporate, help, membership): the top bar links to them by that name.
        id: DEFAULT_SECTIONS[index]?.id ?? section.id,
        title: section.title,
        links: section.links.map((link) => ({
          label: link.title,
          href: link.url,
          newTab: link.openInNewTab,
        })),
      }));
  }
  return DEFAULT_SECTIONS.map((section) => ({
    id: section.id,
    title: t(`footer.columns.${section.id}`),
    links: section.links.map((link) => ({ label: t(`footer.links.${link}`), href: `#${link}` })),
  }));
}

/** Social links, when the footer shows them; placeholder anchors otherwise. */
export function socialLinks(footer: Footer | null): FooterLink[] {
  if (footer && !footer.appearance.showSocialLinks) return [];
  const links = footer?.socialLinks.length
    ? [...footer.socialLinks].sort((a, b) => a.order - b.order)
    : (['facebook', 'instagram', 'twitter', 'youtube'] as const).map((platform) => ({
        platform,
        url: `#${platform}`,
      }));
  return links.map((link) => ({
    label: PLATFORM_NAMES[link.platform],
    href: link.url || `#${link.platform}`,
    newTab: /^https?:/.test(link.url),
  }));
}
