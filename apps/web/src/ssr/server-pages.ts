import * as storefront from '../app/layouts/storefront.server.ts';
import * as advancedSearch from '../app/routes/advanced-search.server.ts';
import * as category from '../app/routes/category.server.ts';
import * as contentPage from '../app/routes/content-page.server.ts';
import * as home from '../app/routes/home.server.ts';
import * as notFound from '../app/routes/not-found.server.ts';
import * as product from '../app/routes/product.server.ts';
import * as search from '../app/routes/search.server.ts';
import { privatePage, type ServerPage } from './page-head.ts';

/** What the server fetches and writes in the head for each route of app/route-tree.tsx, by its id. */
export const serverPages: Readonly<Record<string, ServerPage | undefined>> = {
  storefront,
  home,
  product,
  category,
  search,
  'advanced-search': advancedSearch,
  'content-page': contentPage,
  'not-found': notFound,
  favorites: privatePage('favorites'),
  cart: privatePage('cart'),
  checkout: privatePage('checkout'),
  'checkout-complete': privatePage('checkoutComplete'),
  'checkout-authenticate': privatePage('checkoutAuthenticate'),
  'order-confirmation': privatePage('orderConfirmation'),
  'order-link': privatePage('orderLink'),
  profile: privatePage('profile'),
  orders: privatePage('orders'),
  login: privatePage('login'),
};
