import type {
  AdminFooter,
  FooterBodyInput,
  FooterBodyValues,
  FooterSectionInput,
} from '@store/shared/schemas/admin-footer';

/** The six tabs of Footer Management (admin §2), in the spec's order. */
export const FOOTER_TABS = ['company', 'sections', 'social', 'newsletter', 'appearance', 'seo'] as const;
export type FooterTab = (typeof FOOTER_TABS)[number];

/** The tab showing each top-level part of the footer, to open the one holding an error. */
const TAB_OF: Record<keyof FooterBodyInput, FooterTab> = {
  companyInfo: 'company',
  copyright: 'company',
  sections: 'sections',
  socialLinks: 'social',
  newsletter: 'newsletter',
  appearance: 'appearance',
  seo: 'seo',
};

/** The first tab (in tab order) holding one of these errored parts of the form. */
export function firstTabWithError(errored: readonly string[]): FooterTab | null {
  const tabs = new Set(errored.map((key) => TAB_OF[key as keyof FooterBodyInput]).filter(Boolean));
  return FOOTER_TABS.find((tab) => tabs.has(tab)) ?? null;
}

/** The footer as the form holds it: '' for an empty text (inputs never hold null). */
export function footerValues(footer: AdminFooter): FooterBodyInput {
  const { companyInfo: c, newsletter: n, copyright } = footer;
  return {
    companyInfo: { ...c, logo: c.logo ?? '', descriptionFr: c.descriptionFr ?? '' },
    sections: footer.sections.map(sectionValues),
    socialLinks: footer.socialLinks.map((link) => ({ ...link })),
    newsletter: { ...n, titleFr: n.titleFr ?? '', descriptionFr: n.descriptionFr ?? '' },
    appearance: { ...footer.appearance },
    seo: { ...footer.seo },
    copyright: { ...copyright, textFr: copyright.textFr ?? '' },
  };
}

/** A section as the section modal's form holds it. */
export function sectionValues(section: AdminFooter['sections'][number]): FooterSectionInput {
  return {
    ...section,
    titleFr: section.titleFr ?? '',
    links: section.links.map((link) => ({ ...link, titleFr: link.titleFr ?? '' })),
  };
}

/** A new section (admin §4): a temporary id and the next order number, with one empty link row. */
export function newSection(sections: readonly FooterSectionInput[]): FooterSectionInput {
  const last = Math.max(-1, ...sections.map((section) => section.order ?? 0));
  return {
    _id: `temp-${Date.now()}`,
    title: '',
    titleFr: '',
    order: last + 1,
    links: [emptyLink()],
  };
}

export const emptyLink = () => ({ title: '', titleFr: '', url: '', openInNewTab: false });

/** The body to send: social links numbered in the order the list shows them. */
export function footerBody(values: FooterBodyValues): FooterBodyValues {
  return { ...values, socialLinks: values.socialLinks.map((link, order) => ({ ...link, order })) };
}
