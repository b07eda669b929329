/**
 * Catalog: categories, product pages and product cards as the storefront shows them, built on the
 * product index. Everything else in this folder is the module's own.
 */
export { listCategories } from './catalog.service.ts';
export { cardsAt } from './product-cards.ts';
export { productsWithCategory, selectProductSummaries, toProductSummary } from './product-mapper.ts';
export { productNotFound } from './product.service.ts';
