import { ACTIVE_CATEGORIES_DEFAULT_LIMIT, SOCIAL_PLATFORMS } from '@store/shared/constants';
import type { Footer } from '@store/shared/schemas/content';
import type { Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/app-error.ts';
import { pick } from '../../lib/i18n.ts';
import { listCategories } from '../catalog/index.ts';

type Platform = (typeof SOCIAL_PLATFORMS)[number];
const isPlatform = (p: string): p is Platform => (SOCIAL_PLATFORMS as readonly string[]).includes(p);

/** The footer's rows in display order: the settings (undefined before it is set up) and its lists. */
export async function readFooterRows(ctx: Ctx) {
  const [settings, sections, links, social] = await Promise.all([
    ctx.db.selectFrom('footerSettings').selectAll().where('id', '=', 1).executeTakeFirst(),
    ctx.db.selectFrom('footerSections').selectAll().orderBy('sortOrder').orderBy('id').execute(),
    ctx.db.selectFrom('footerLinks').selectAll().orderBy('sortOrder').orderBy('id').execute(),
    ctx.db.selectFrom('socialLinks').selectAll().orderBy('sortOrder').orderBy('id').execute(),
  ]);
  // The column's CHECK already limits platforms; the guard gives the rows their narrow type.
  const socialLinks = social.flatMap((l) => (isPlatform(l.platform) ? [{ ...l, platform: l.platform }] : []));
  return { settings, sections, links, social: socialLinks };
}

/** The public footer: settings, link sections, social links and the first active categories. */
export async function getFooter(ctx: Ctx): Promise<Footer> {
  const [{ settings, sections, links, social }, categories] = await Promise.all([
    readFooterRows(ctx),
    listCategories(ctx, ACTIVE_CATEGORIES_DEFAULT_LIMIT),
  ]);
  if (!settings) throw notFound('The footer has not been set up yet', 'FOOTER_NOT_FOUND');

  const address = {
    street: settings.addressStreet,
    city: settings.addressCity,
    state: settings.addressState,
    zipCode: settings.addressZipCode,
    country: settings.addressCountry,
  };
  return {
    companyInfo: {
      name: settings.companyName,
      logo: settings.logo,
      description: pick(ctx.lang, settings.descriptionEn, settings.descriptionFr),
      contact: {
        phone: settings.contactPhone,
        email: settings.contactEmail,
        address: `${address.street}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`,
      },
      address,
    },
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      productCount: c.productCount,
    })),
    sections: sections.map((s) => ({
      _id: s.id,
      id: s.id,
      title: pick(ctx.lang, s.titleEn, s.titleFr),
      order: s.sortOrder,
      links: links
        .filter((l) => l.sectionId === s.id)
        .map((l) => ({
          title: pick(ctx.lang, l.titleEn, l.titleFr),
          url: l.url,
          openInNewTab: l.openInNewTab === 1,
        })),
    })),
    socialLinks: social.map((l) => ({ platform: l.platform, url: l.url, order: l.sortOrder })),
    newsletter: {
      enabled: settings.newsletterEnabled === 1,
      title: pick(ctx.lang, settings.newsletterTitleEn, settings.newsletterTitleFr),
      description: pick(ctx.lang, settings.newsletterDescriptionEn, settings.newsletterDescriptionFr),
    },
    appearance: {
      backgroundColor: settings.backgroundColor,
      textColor: settings.textColor,
      linkColor: settings.linkColor,
      showLogo: settings.showLogo === 1,
      showSocialLinks: settings.showSocialLinks === 1,
    },
    seo: { enableSchemaMarkup: settings.enableSchemaMarkup === 1 },
    copyright: {
      text: pick(ctx.lang, settings.copyrightTextEn, settings.copyrightTextFr),
      year: settings.copyrightYear ?? new Date().getUTCFullYear(),
    },
  };
}
