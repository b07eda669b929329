/**
 * Paths no search engine should crawl: the admin panel, and pages that belong to one shopper (cart,
 * checkout, account, orders, favourites, sign-in), which hold nothing worth indexing and would only
 * spend the crawler's time. The API is for the storefront, not for search results.
 */
const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/cart',
  '/checkout',
  '/favorites',
  '/login',
  '/order-confirmation',
  '/orders',
  '/profile',
];

/** robots.txt: every crawler, the private paths disallowed, and where the sitemap is. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
