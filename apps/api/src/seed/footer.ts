import type { Insertable } from 'kysely';
import { FOOTER_DEFAULT_COLORS } from '@store/shared/constants';
import { stableId } from '../db/ids.ts';
import type {
  FooterLinksTable,
  FooterSectionsTable,
  FooterSettingsTable,
  SocialLinksTable,
} from '../db/types.ts';
import { isoDaysBefore } from './product-rows.ts';

/** The footer of every page: one settings row, three link columns and the social links. */

export function footerSettingsRow(): Insertable<FooterSettingsTable> {
  const createdAt = isoDaysBefore(300);
  return {
    id: 1,
    companyName: 'E-Commerce Store',
    logo: null,
    descriptionEn:
      'Your one-stop shop for electronics, fashion, home essentials and more. Quality products, fair prices and friendly service since 2015.',
    descriptionFr:
      'Votre boutique tout-en-un pour l’électronique, la mode, la maison et bien plus encore. Des produits de qualité, des prix justes et un service attentionné depuis 2015.',
    contactEmail: 'support@example.com',
    contactPhone: '+1 (800) 555-0199',
    addressStreet: '350 Market Street, Suite 1200',
    addressCity: 'San Francisco',
    addressState: 'CA',
    addressZipCode: '94105',
    addressCountry: 'United States',
    newsletterEnabled: 1,
    newsletterTitleEn: 'Subscribe to our newsletter',
    newsletterTitleFr: 'Abonnez-vous à notre newsletter',
    newsletterDescriptionEn: 'Be the first to hear about new arrivals, exclusive offers and seasonal sales.',
    newsletterDescriptionFr:
      'Soyez les premiers informés des nouveautés, des offres exclusives et des soldes de saison.',
    ...FOOTER_DEFAULT_COLORS,
    showLogo: 1,
    showSocialLinks: 1,
    enableSchemaMarkup: 1,
    copyrightTextEn: 'All rights reserved.',
    copyrightTextFr: 'Tous droits réservés.',
    // null means "the current year", so the footer never goes stale.
    copyrightYear: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * [title en, title fr, links as [title en, title fr, url]]: the content pages of seed/pages.ts, and
 * in-page placeholder anchors for the rest (storefront §2).
 */
const SECTIONS: readonly (readonly [string, string, readonly (readonly [string, string, string])[]])[] = [
  [
    'Corporate',
    'Entreprise',
    [
      ['About us', 'À propos', '/pages/about'],
      ['Careers', 'Carrières', '#careers'],
      ['Press', 'Presse', '#press'],
      ['Sustainability', 'Développement durable', '#sustainability'],
      ['Store locator', 'Trouver un magasin', '#stores'],
    ],
  ],
  [
    'Help',
    'Aide',
    [
      ['Contact us', 'Nous contacter', '#contact'],
      ['Shipping & delivery', 'Livraison', '/pages/shipping'],
      ['Returns & exchanges', 'Retours et échanges', '/pages/returns'],
      ['FAQ', 'FAQ', '#faq'],
      ['Order tracking', 'Suivi de commande', '#order-tracking'],
    ],
  ],
  [
    'Membership',
    'Espace membre',
    [
      ['Join the club', 'Rejoindre le club', '#join'],
      ['Member benefits', 'Avantages membres', '#benefits'],
      ['Gift cards', 'Cartes cadeaux', '#gift-cards'],
      ['Student discount', 'Réduction étudiante', '#student-discount'],
    ],
  ],
];

export function footerSectionRows(): {
  sections: Insertable<FooterSectionsTable>[];
  links: Insertable<FooterLinksTable>[];
} {
  const sections: Insertable<FooterSectionsTable>[] = [];
  const links: Insertable<FooterLinksTable>[] = [];
  SECTIONS.forEach(([titleEn, titleFr, sectionLinks], sortOrder) => {
    const sectionId = stableId(`footer-section:${titleEn}`);
    sections.push({ id: sectionId, titleEn, titleFr, sortOrder });
    sectionLinks.forEach(([linkEn, linkFr, url], linkOrder) =>
      links.push({
        id: stableId(`footer-link:${titleEn}:${url}`),
        sectionId,
        titleEn: linkEn,
        titleFr: linkFr,
        url,
        sortOrder: linkOrder,
        openInNewTab: 0,
      }),
    );
  });
  return { sections, links };
}

export function socialLinkRows(): Insertable<SocialLinksTable>[] {
  return ['facebook', 'twitter', 'instagram', 'youtube'].map((platform, sortOrder) => ({
    id: stableId(`social:${platform}`),
    platform,
    // In-page placeholders like the other footer columns (storefront §2).
    url: `#${platform}`,
    sortOrder,
  }));
}
