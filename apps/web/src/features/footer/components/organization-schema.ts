import type { Footer } from '@store/shared/schemas/content';

/**
 * The footer's schema.org Organization data (admin §3 seo.enableSchemaMarkup) as the text of a
 * <script type="application/ld+json">. Such a block is data that browsers never run, but its text
 * still ends at the first '</script': '<', '>' and '&' are written as JSON escapes, so no company
 * name or address an admin types can close the block and start markup of its own.
 */
export function organizationJsonLd(footer: Footer, origin: string): string {
  const { companyInfo: company } = footer;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const address = company.address;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: origin,
    ...(company.logo ? { logo: absolute(company.logo) } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.contact.email ? { email: company.contact.email } : {}),
    ...(company.contact.phone ? { telephone: company.contact.phone } : {}),
    ...(address.street || address.city
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.zipCode,
            addressCountry: address.country,
          },
        }
      : {}),
    // Only real profiles: placeholder anchors (#facebook) say nothing about the company.
    sameAs: footer.socialLinks.map((link) => link.url).filter((url) => /^https?:\/\//i.test(url)),
  };
  return JSON.stringify(data).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
