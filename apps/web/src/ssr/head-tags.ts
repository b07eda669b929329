import type { Language } from '@store/shared/constants';
import type { PageHead } from './page-head.ts';

const SITE_TITLE = 'E-Commerce';
const OG_LOCALE: Record<Language, string> = { en: 'en_US', fr: 'fr_FR' };

/** Text for an HTML attribute or element: nothing a product name holds can end it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a <script> block. Browsers never run it, but its text still ends at the first '</script':
 * '<', '>' and '&' are written as JSON escapes, so no name an admin types can start markup of its own.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page's address in a language: English is the plain address, French adds `lang=fr` (which the
 * storefront takes as the shopper's choice). Other query parameters stay, in order, without `lang`.
 */
export function localizedUrl(origin: string, url: URL, lang: Language): string {
  const params = new URLSearchParams(url.search);
  params.delete('lang');
  if (lang !== 'en') params.set('lang', lang);
  const search = params.toString();
  return `${origin}${url.pathname}${search ? `?${search}` : ''}`;
}

function absolute(origin: string, src: string): string {
  return /^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The <head> tags of one page: title, description, canonical and hreflang links, Open Graph, JSON-LD. */
export function headTags(head: PageHead, page: { origin: string; url: URL; lang: Language }): string {
  const { origin, url, lang } = page;
  const title = head.title ? `${head.title} | ${SITE_TITLE}` : SITE_TITLE;
  const canonical = localizedUrl(origin, url, lang);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(localizedUrl(origin, url, 'en'))}" />`,
    `<link rel="alternate" hreflang="fr" href="${escapeHtml(localizedUrl(origin, url, 'fr'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(origin, url, 'en'))}" />`,
    `<meta property="og:site_name" content="${SITE_TITLE}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title ?? SITE_TITLE)}" />`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}" />` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
