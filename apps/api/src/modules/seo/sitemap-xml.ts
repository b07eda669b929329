/**
 * The XML of sitemaps (sitemaps.org 0.9): a list of page addresses, and an index of such lists. A
 * page exists in English at its path and in French at the same path with `lang=fr` (the storefront
 * honours it and remembers the choice), so each page is listed in both languages; the pages' own
 * `hreflang` links tell search engines the two are one page.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The page at `path` (starting with '/') in each language, as absolute addresses under `base`. */
export function languageUrls(base: string, path: string): [en: string, fr: string] {
  const en = `${base}${path}`;
  return [en, `${en}${path.includes('?') ? '&' : '?'}lang=fr`];
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A list of pages, each path in both languages. */
export function urlSetXml(base: string, paths: readonly string[]): string {
  const parts = [HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const path of paths) {
    for (const url of languageUrls(base, path)) parts.push(`<url><loc>${escapeXml(url)}</loc></url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** An index of sitemap files, by their paths. */
export function sitemapIndexXml(base: string, files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${base}${file}`)}</loc></sitemap>\n`);
  return [
    HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    ...entries,
    '</sitemapindex>\n',
  ].join('');
}
