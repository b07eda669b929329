import type { Footer } from '@store/shared/schemas/content';

/**
 * The footer's schema.org Organization data (admin §3 seo.enableSchemaMarkup), which the server writes
 * into the home page's head as JSON-LD (escaped there by scriptJson).
 */
export function organizationSchema(footer: Footer, origin: string): object {
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
  return data;
}
