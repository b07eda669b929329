import type { APIRequestContext } from '@playwright/test';
import { LANGUAGE_COOKIE, STORAGE_KEYS, type Language } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/product';
import { expect, test } from './fixtures.ts';
import { catalogApi, usd } from './support/catalog-api.ts';
import { escapeRegExp } from './support/home-page.ts';
import { translate } from './support/messages.ts';

/*
 * Server rendering (issue: indexable storefront). A storefront page's HTML holds its content, its
 * title, description, canonical and hreflang links, Open Graph tags and schema.org JSON-LD before any
 * script runs; the browser then hydrates it without asking the API again for what the HTML was made of.
 */

async function firstFeatured(request: APIRequestContext): Promise<ProductSummary> {
  const response = await request.get('/api/products/featured?lang=en');
  const [product] = (await response.json()) as ProductSummary[];
  if (!product) throw new Error('The demo catalogue has no featured product');
  return product;
}

/** The schema.org objects of a page's JSON-LD blocks. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

function ofType(html: string, type: string): Record<string, unknown> {
  const found = jsonLd(html).find((data) => data['@type'] === type);
  if (!found) throw new Error(`The page has no ${type} JSON-LD`);
  return found;
}

/** The text of an HTML fragment as a reader sees it: tags out, entities back. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

for (const lang of ['en', 'fr'] as const satisfies Language[]) {
  test(`a product page's HTML holds its name, price and Product JSON-LD in ${lang}`, async ({ request }) => {
    const { id } = await firstFeatured(request);
    const product = await catalogApi.product(request, id, lang);
    const address = `/product/${id}${lang === 'fr' ? '?lang=fr' : ''}`;
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toContain(`<html lang="${lang}"`);
    const body = visibleText(html.slice(html.indexOf('<body')));
    expect(body).toContain(product.name);
    expect(body).toContain(usd(product.price));
    expect(html).toMatch(new RegExp(`<title>${escapeRegExp(htmlText(product.name))} \\| E-Commerce</title>`));

    const origin = 'http://localhost:3000';
    const canonical = `${origin}/product/${id}${lang === 'fr' ? '?lang=fr' : ''}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/product/${id}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${origin}/product/${id}?lang=fr" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');

    expect(ofType(html, 'Product')).toMatchObject({
      name: product.name,
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
      },
      aggregateRating: { ratingValue: product.rating, reviewCount: product.reviews },
    });
    expect(ofType(html, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: translate(lang, 'breadcrumb.home') },
        { position: 2, name: product.category },
        { position: 3, name: product.name, item: canonical },
      ],
    });
  });
}

/** A name as the HTML writes it (escapeHtml in the renderer). */
function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

test('without JavaScript a shopper still reads the product, its price and the category grid', async ({
  browser,
  request,
}) => {
  const product = await firstFeatured(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(usd(product.price)).first()).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | E-Commerce`);

  const category = await catalogApi.categoryProducts(request, product.categorySlug, { page: 1 });
  await page.goto(`/category/${product.categorySlug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.categoryName })).toBeVisible();
  const first = category.products[0];
  if (!first) throw new Error('The category has no product');
  await expect(page.getByRole('link', { name: first.name }).first()).toBeVisible();
  await context.close();
});

test('the home page describes the shop as an Organization, a category page as a breadcrumb', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(ofType(home, 'Organization')).toMatchObject({ '@context': 'https://schema.org' });
  expect(home).toContain(
    `<meta name="description" content="${htmlText(translate('en', 'meta.description'))}" />`,
  );

  const { categorySlug } = await firstFeatured(request);
  const category = await catalogApi.categoryProducts(request, categorySlug, { page: 1 }, 'fr');
  const html = await (await request.get(`/category/${categorySlug}?lang=fr`)).text();
  expect(html).toContain(`<title>${htmlText(category.categoryName)} | E-Commerce</title>`);
  expect(ofType(html, 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, name: translate('fr', 'breadcrumb.home') },
      { position: 2, name: category.categoryName },
    ],
  });
});

test('an unknown product is a 404 page that search engines drop', async ({ request }) => {
  const response = await request.get('/product/no-such-product');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain(
    `<title>${htmlText(translate('en', 'productPage.notFound.title'))} | E-Commerce</title>`,
  );
});

test('the browser hydrates the page from its HTML without asking the API for it again', async ({
  page,
  request,
}) => {
  const product = await firstFeatured(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto(`/product/${product.id}`);
  // Hydrated: the quantity stepper answers.
  const main = page.getByRole('main');
  const quantity = main.getByRole('spinbutton', { name: translate('en', 'quantity.label'), exact: true });
  await main.getByRole('button', { name: translate('en', 'quantity.increase'), exact: true }).click();
  await expect(quantity).toHaveValue('2');
  for (const path of [`/api/products/${product.id}`, '/api/categories', '/api/footer']) {
    expect(asked, `${path} came with the page`).not.toContain(path);
  }
});

test('a shopper who chose French gets the next page from the server in French', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('fr');

  const response = await page.goto('/advanced-search');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(`<title>${htmlText(translate('fr', 'advancedSearch.title'))} | E-Commerce</title>`);
});

test('the page paints before its scripts are fetched; a key press starts them before the images arrive', async ({
  page,
  request,
}) => {
  const product = await firstFeatured(request);
  await page.goto(`/product/${product.id}`);
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timings.paint, 'the page painted').not.toBeNull();
  expect(timings.scripts.length, 'the app’s modules came').toBeGreaterThan(0);
  expect(Math.min(...timings.scripts), 'no script was asked for before the first paint').toBeGreaterThan(
    timings.paint ?? Infinity,
  );

  // Images that never finish hold the page's load event: the shopper's first key press starts the app.
  let releaseImages = () => {};
  const held = new Promise<void>((resolve) => (releaseImages = resolve));
  await page.route(/\.(svg|png|jpe?g|webp|avif)(\?.*)?$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/category/${product.categorySlug}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  const pressed = Date.now();
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Well before the boot script's own deadline (BOOT_LATEST_MS, 4 s).
  expect(Date.now() - pressed).toBeLessThan(3000);
  releaseImages();
});

test("a product's tabs are in its HTML, hydrate after the page in its language, then speak the shopper's", async ({
  page,
  request,
}) => {
  const product = await firstFeatured(request);
  const detail = await catalogApi.product(request, product.id, 'fr');
  const [spec] = Object.entries(detail.specifications);
  if (!spec) throw new Error('The featured product has no specifications');
  const html = await (await request.get(`/product/${product.id}`)).text();
  expect(visibleText(html)).toContain(translate('en', 'productPage.tabs.specifications'));

  // The shopper chose French here, but the server knows nothing of it: it renders English, the page
  // hydrates in English, and switches. The tabs' code comes after the page's; they too must hydrate in
  // English (a mismatch is reported by the fixture as a hydration failure) before they speak French.
  await page.addInitScript(`localStorage.setItem('${STORAGE_KEYS.language}', 'fr')`);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const tab = page.getByRole('tab', { name: translate('fr', 'productPage.tabs.specifications') });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: translate('fr', 'productPage.tabs.specifications') });
  await expect(panel.getByText(spec[0], { exact: true })).toBeVisible();
  expect(
    scripts.some((path) => /\/assets\/product-tabs-[\w-]+\.js$/.test(path)),
    'the tabs have a chunk of their own',
  ).toBe(true);
});

test('a link fetches the code of its page when the pointer comes over it, before the click', async ({
  page,
  request,
}) => {
  const { categorySlug } = await firstFeatured(request);
  const [first] = (await catalogApi.categoryProducts(request, categorySlug, { page: 1 })).products;
  if (!first) throw new Error('The category has no product');
  await page.goto(`/category/${categorySlug}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const productChunk = page.waitForRequest((r) =>
    /\/assets\/product-[\w-]+\.js$/.test(new URL(r.url()).pathname),
  );
  const link = page.getByRole('main').getByRole('link', { name: first.name }).first();
  await link.hover();
  await productChunk;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});
