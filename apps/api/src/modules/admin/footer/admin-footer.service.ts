import { FOOTER_DEFAULT_COLORS } from '@store/shared/constants';
import type { AdminFooter, FooterBodyValues } from '@store/shared/schemas/admin-footer';
import { flag, nowIso } from '../../../db/dialect.ts';
import { newId } from '../../../db/ids.ts';
import type { Ctx } from '../../../lib/context.ts';
import { readFooterRows } from '../../content/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

const ID_PATTERN = /^[0-9a-f]{24}$/;
const currentYear = () => new Date().getUTCFullYear();

/** The footer before anyone set it up: empty texts, the spec's colours (admin §9), everything shown. */
function emptyFooter(): AdminFooter {
  return {
    companyInfo: {
      name: '',
      logo: null,
      description: '',
      descriptionFr: null,
      contact: { email: '', phone: '' },
      address: { street: '', city: '', state: '', zipCode: '', country: '' },
    },
    sections: [],
    socialLinks: [],
    newsletter: { enabled: true, title: '', titleFr: null, description: '', descriptionFr: null },
    appearance: { ...FOOTER_DEFAULT_COLORS, showLogo: true, showSocialLinks: true },
    seo: { enableSchemaMarkup: true },
    copyright: { text: '', textFr: null, year: currentYear() },
  };
}

/** The whole footer with both languages (admin §3 Footer, §7 GET /admin/footer). */
export async function getAdminFooter(ctx: Ctx): Promise<AdminFooter> {
  const { settings: s, sections, links, social } = await readFooterRows(ctx);
  const footer = emptyFooter();
  footer.sections = sections.map((section) => ({
    _id: section.id,
    title: section.titleEn,
    titleFr: section.titleFr,
    order: section.sortOrder,
    links: links
      .filter((l) => l.sectionId === section.id)
      .map((l) => ({ title: l.titleEn, titleFr: l.titleFr, url: l.url, openInNewTab: l.openInNewTab === 1 })),
  }));
  footer.socialLinks = social.map((l) => ({ platform: l.platform, url: l.url, order: l.sortOrder }));
  if (!s) return footer;
  return {
    ...footer,
    companyInfo: {
      name: s.companyName,
      logo: s.logo,
      description: s.descriptionEn,
      descriptionFr: s.descriptionFr,
      contact: { email: s.contactEmail, phone: s.contactPhone },
      address: {
        street: s.addressStreet,
        city: s.addressCity,
        state: s.addressState,
        zipCode: s.addressZipCode,
        country: s.addressCountry,
      },
    },
    newsletter: {
      enabled: s.newsletterEnabled === 1,
      title: s.newsletterTitleEn,
      titleFr: s.newsletterTitleFr,
      description: s.newsletterDescriptionEn,
      descriptionFr: s.newsletterDescriptionFr,
    },
    appearance: {
      backgroundColor: s.backgroundColor,
      textColor: s.textColor,
      linkColor: s.linkColor,
      showLogo: s.showLogo === 1,
      showSocialLinks: s.showSocialLinks === 1,
    },
    seo: { enableSchemaMarkup: s.enableSchemaMarkup === 1 },
    // No stored year means "the current one", so an untouched footer never goes stale.
    copyright: { text: s.copyrightTextEn, textFr: s.copyrightTextFr, year: s.copyrightYear ?? currentYear() },
  };
}

/** The settings row's columns from a footer body. */
function settingsOf(input: FooterBodyValues) {
  const { companyInfo: c, newsletter: n, appearance: a, copyright } = input;
  return {
    companyName: c.name,
    logo: c.logo,
    descriptionEn: c.description,
    descriptionFr: c.descriptionFr,
    contactEmail: c.contact.email,
    contactPhone: c.contact.phone,
    addressStreet: c.address.street,
    addressCity: c.address.city,
    addressState: c.address.state,
    addressZipCode: c.address.zipCode,
    addressCountry: c.address.country,
    newsletterEnabled: flag(n.enabled),
    newsletterTitleEn: n.title,
    newsletterTitleFr: n.titleFr,
    newsletterDescriptionEn: n.description,
    newsletterDescriptionFr: n.descriptionFr,
    backgroundColor: a.backgroundColor.toLowerCase(),
    textColor: a.textColor.toLowerCase(),
    linkColor: a.linkColor.toLowerCase(),
    showLogo: flag(a.showLogo),
    showSocialLinks: flag(a.showSocialLinks),
    enableSchemaMarkup: flag(input.seo.enableSchemaMarkup),
    copyrightTextEn: copyright.text,
    copyrightTextFr: copyright.textFr,
    copyrightYear: copyright.year,
  };
}

/** Items in their `order`, ties kept as sent; positions become 0, 1, 2… */
function inOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Replaces the whole footer (admin §7 PUT /admin/footer): settings, sections with their links, social
 * links, and one audit entry with what changed. A section keeps its id when it sends a real one; a
 * new section's temporary id (admin §4) is replaced by a new one. Call inside one transaction.
 */
export async function saveFooter(ctx: Ctx, input: FooterBodyValues): Promise<AdminFooter> {
  const before = await getAdminFooter(ctx);
  const now = nowIso();
  const settings = { ...settingsOf(input), updatedAt: now };
  await ctx.db
    .insertInto('footerSettings')
    .values({ id: 1, ...settings, createdAt: now })
    .onConflict((oc) => oc.column('id').doUpdateSet(settings))
    .execute();

  await ctx.db.deleteFrom('footerLinks').execute();
  await ctx.db.deleteFrom('footerSections').execute();
  await ctx.db.deleteFrom('socialLinks').execute();

  const used = new Set<string>();
  const sections = inOrder(input.sections).map((section, sortOrder) => {
    const kept = section._id && ID_PATTERN.test(section._id) && !used.has(section._id);
    const id = kept && section._id ? section._id : newId();
    used.add(id);
    return { id, section, sortOrder };
  });
  if (sections.length > 0) {
    await ctx.db
      .insertInto('footerSections')
      .values(
        sections.map(({ id, section, sortOrder }) => ({
          id,
          titleEn: section.title,
          titleFr: section.titleFr,
          sortOrder,
        })),
      )
      .execute();
    const links = sections.flatMap(({ id, section }) =>
      section.links.map((link, linkOrder) => ({
        id: newId(),
        sectionId: id,
        titleEn: link.title,
        titleFr: link.titleFr,
        url: link.url,
        sortOrder: linkOrder,
        openInNewTab: flag(link.openInNewTab),
      })),
    );
    await ctx.db.insertInto('footerLinks').values(links).execute();
  }
  const social = inOrder(input.socialLinks);
  if (social.length > 0) {
    await ctx.db
      .insertInto('socialLinks')
      .values(
        social.map((link, sortOrder) => ({ id: newId(), platform: link.platform, url: link.url, sortOrder })),
      )
      .execute();
  }

  const after = await getAdminFooter(ctx);
  await recordAudit(ctx, { action: 'footer.update', entityType: 'footer', entityId: null, before, after });
  return after;
}
