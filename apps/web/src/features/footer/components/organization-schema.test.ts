import type { Footer } from '@store/shared/schemas/content';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../ssr/head-tags.ts';
import { organizationSchema } from './organization-schema.ts';

const footer = {
  companyInfo: {
    name: 'Shop </script><script>alert(1)</script> & Co',
    logo: '/uploads/logo.webp',
    description: 'Fine goods',
    contact: { phone: '+1 800', email: 'hi@example.com', address: '1 Main St' },
    address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
  },
  categories: [],
  sections: [],
  socialLinks: [
    { platform: 'facebook', url: 'https://facebook.com/shop', order: 0 },
    { platform: 'twitter', url: '#twitter', order: 1 },
  ],
  newsletter: { enabled: true, title: '', description: '' },
  appearance: {
    backgroundColor: '#000000',
    textColor: '#ffffff',
    linkColor: '#ffffff',
    showLogo: true,
    showSocialLinks: true,
  },
  seo: { enableSchemaMarkup: true },
  copyright: { text: '', year: 2030 },
} satisfies Footer;

describe('organizationSchema', () => {
  it('describes the company for search engines, with absolute URLs and real profiles only', () => {
    const data = organizationSchema(footer, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: footer.companyInfo.name,
      logo: 'https://shop.example/uploads/logo.webp',
      address: { '@type': 'PostalAddress', addressLocality: 'Springfield' },
      sameAs: ['https://facebook.com/shop'],
    });
  });

  it('cannot close its script block whatever an admin types: no <, > or & is written as such', () => {
    const text = scriptJson(organizationSchema(footer, 'https://shop.example'));
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });
});
