import { describe, expect, it } from 'vitest';
import { headTags, localizedUrl, scriptJson } from './head-tags.ts';

const origin = 'https://shop.example';

describe('localizedUrl', () => {
  it('is the plain address in English and adds lang=fr in French, keeping the other parameters', () => {
    const url = new URL('/category/fashion?page=2&lang=fr', origin);
    expect(localizedUrl(origin, url, 'en')).toBe('https://shop.example/category/fashion?page=2');
    expect(localizedUrl(origin, url, 'fr')).toBe('https://shop.example/category/fashion?page=2&lang=fr');
  });
});

describe('headTags', () => {
  const page = { origin, url: new URL('/product/p1?lang=fr', origin), lang: 'fr' as const };

  it('writes the title, canonical and both hreflang alternates', () => {
    const tags = headTags({ title: 'Lampe', description: 'Une lampe' }, page);
    expect(tags).toContain('<title>Lampe | E-Commerce</title>');
    expect(tags).toContain('<meta name="description" content="Une lampe" />');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/product/p1?lang=fr" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/product/p1" />');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="fr" href="https://shop.example/product/p1?lang=fr" />',
    );
    expect(tags).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(tags).not.toContain('noindex');
  });

  it('cannot be broken out of by what an admin types in a name', () => {
    const tags = headTags(
      { title: '"><script>alert(1)</script>', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      page,
    );
    expect(tags).not.toContain('<script>alert(1)');
    expect(tags).toContain('<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; | E-Commerce</title>');
  });

  it('makes preview images absolute and keeps pages about one shopper out of search results', () => {
    const tags = headTags({ title: 'Panier', image: '/uploads/a.webp', noindex: true }, page);
    expect(tags).toContain('<meta property="og:image" content="https://shop.example/uploads/a.webp" />');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('scriptJson', () => {
  it('writes <, > and & as JSON escapes, and still parses to the same value', () => {
    const value = { name: '</script> & <b>' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
