/**
 * Content: the hero, the footer and the content pages, as the storefront and the admin read them.
 * Everything else in this folder is the module's own.
 */
export { slideDiscount } from './content.service.ts';
export { readFooterRows } from './footer.service.ts';
export { renderPageHtml } from './page-html.ts';
