import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { optionValueLabel } from '@store/shared/option-values';
import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import { catalogApi } from './catalog-api.ts';
import { startsWith } from './catalog-pages.ts';
import { escapeRegExp } from './home-page.ts';
import { messages } from './messages.ts';

/** The product page's pickers, in display order, with their option keys in en.json / fr.json. */
export const DIMENSIONS = ['color', 'size', 'material'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The product page as a shopper finds it: pickers, price, stock, gallery, tabs and recommendations. */
export function productPage(page: Page, lang: Language = 'en') {
  const t = messages(lang);
  const main = page.getByRole('main');
  const gallery = main.getByRole('region', { name: t('productPage.gallery.label'), exact: true });
  return {
    t,
    main,
    heading: main.getByRole('heading', { level: 1 }),
    breadcrumb: main.getByRole('navigation', { name: t('breadcrumb.label'), exact: true }),
    /** A picker is a group named by its legend ('Color', 'Color: Midnight' once chosen). */
    picker: (dimension: Dimension): Locator =>
      main.getByRole('group', { name: startsWith(t(`productPage.options.${dimension}`)) }),
    /** The chip of a variant's stored value, which reads in the page's language ('Midnight' → 'Bleu nuit'). */
    option: (dimension: Dimension, value: string): Locator =>
      main
        .getByRole('group', { name: startsWith(t(`productPage.options.${dimension}`)) })
        .getByRole('radio', { name: startsWith(optionValueLabel(value, lang)) }),
    optionError: (dimension: Dimension): Locator =>
      main.getByRole('alert').filter({ hasText: t(`productPage.optionErrors.${dimension}`) }),
    /** The current price of the purchase box (the first price on the page, before any card). */
    price: main.getByText(t('price.current')).first().locator('..'),
    /** The stock label reading exactly `text`. */
    stock: (text: string): Locator =>
      main.getByRole('status').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) }),
    addToCart: main.getByRole('button', { name: t('cart.add'), exact: true }),
    gallery,
    mainImage: gallery.getByRole('img').first(),
    previousImage: gallery.getByRole('button', { name: t('productPage.gallery.previous'), exact: true }),
    nextImage: gallery.getByRole('button', { name: t('productPage.gallery.next'), exact: true }),
    tab: (key: 'description' | 'specifications'): Locator =>
      main.getByRole('tab', { name: t(`productPage.tabs.${key}`), exact: true }),
    // The band is named by its heading; the carousel inside is a group of the same name.
    recommendations: main.getByRole('region', {
      name: t('productPage.recommendations.title'),
      exact: true,
    }),
  };
}

/** The active variants' values of one picker, in first-seen order, as the page lists them. */
export function dimensionValues(product: ProductDetail, dimension: Dimension): string[] {
  const values = product.variants
    .filter((v) => v.isActive)
    .flatMap((v) => (v.attributes[dimension] === undefined ? [] : [v.attributes[dimension]]));
  return [...new Set(values)];
}

/** The pickers a product shows: the dimensions its active variants use. */
export const dimensionsOf = (product: ProductDetail): Dimension[] =>
  DIMENSIONS.filter((d) => dimensionValues(product, d).length > 0);

/**
 * A product with two pickers and a gallery, found through the API: the first search result (by price,
 * most expensive first) whose detail has active variants in two dimensions and several images, and
 * that `accept` takes (e.g. one whose French name differs from its English one).
 */
export async function findProductWithVariants(
  request: APIRequestContext,
  accept: (product: ProductDetail) => boolean | Promise<boolean> = () => true,
): Promise<ProductDetail> {
  const results = await catalogApi.search(request, { sortBy: 'price-high', limit: 20 });
  for (const summary of results.products) {
    const product = await catalogApi.product(request, summary.id);
    if (dimensionsOf(product).length < 2 || product.images.length < 2) continue;
    if (await accept(product)) return product;
  }
  throw new Error('no product among the 20 dearest has variants in two options and several images');
}

/**
 * The variant a journey picks: one whose price differs from the product's (so the price visibly follows
 * the choice), preferring one low on stock (so the stock label changes too).
 */
export function interestingVariant(product: ProductDetail): Variant {
  const live = product.variants.filter((v) => v.isActive && v.inStock);
  const differs = live.filter((v) => v.price !== product.price);
  const low = (v: Variant) => v.stock.quantity > 0 && v.stock.quantity <= v.stock.lowStockThreshold;
  const variant = differs.find(low) ?? differs[0] ?? live.find(low) ?? live[0];
  if (!variant) throw new Error(`${product.name} has no active variant in stock`);
  return variant;
}
