import type { ComponentType } from 'react';
import type { TextBundle } from '../i18n/text-bundle.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { SessionReady } from './session-ready.tsx';

/** What a lazily loaded page module (./routes/*.tsx) exports. */
export interface PageModule {
  Component: ComponentType;
  /** The sections of the UI texts only this page uses, which the entry leaves out. */
  texts?: TextBundle;
}

/**
 * One route of the app. The browser and the server render the same tree; the server also reads, by
 * the route's id, what to fetch and what to put in the page's head (ssr/server-pages.ts), code the
 * browser never loads.
 */
export interface AppRoute {
  /** For a lazy page, its module's name under ./routes: the server finds its script and styles by it. */
  id: string;
  path?: string;
  index?: boolean;
  /** A layout around its children. */
  Component?: ComponentType;
  /** A page in a chunk of its own, fetched on the first visit. */
  load?: () => Promise<PageModule>;
  /** A failing page below shows the error screen here, inside what is above. */
  catchesErrors?: boolean;
  children?: AppRoute[];
}

/** Pages anyone may see: the server renders them with their content. */
const publicRoutes: AppRoute[] = [
  { id: 'home', index: true, load: () => import('./routes/home.tsx') },
  { id: 'product', path: 'product/:id', load: () => import('./routes/product.tsx') },
  { id: 'category', path: 'category/:category', load: () => import('./routes/category.tsx') },
  { id: 'search', path: 'search', load: () => import('./routes/search.tsx') },
  { id: 'advanced-search', path: 'advanced-search', load: () => import('./routes/advanced-search.tsx') },
  { id: 'content-page', path: 'pages/:slug', load: () => import('./routes/content-page.tsx') },
  { id: 'not-found', path: '*', load: () => import('./routes/not-found.tsx') },
];

/** Pages about the shopper: rendered once the session is known, in the browser. */
const personalRoutes: AppRoute[] = [
  { id: 'favorites', path: 'favorites', load: () => import('./routes/favorites.tsx') },
  { id: 'cart', path: 'cart', load: () => import('./routes/cart.tsx') },
  { id: 'checkout', path: 'checkout', load: () => import('./routes/checkout.tsx') },
  {
    id: 'checkout-complete',
    path: 'checkout/complete',
    load: () => import('./routes/checkout-complete.tsx'),
  },
  {
    id: 'checkout-authenticate',
    path: 'checkout/authenticate',
    load: () => import('./routes/checkout-authenticate.tsx'),
  },
  {
    id: 'order-confirmation',
    path: 'order-confirmation/:orderId',
    load: () => import('./routes/order-confirmation.tsx'),
  },
  // A guest's order by its private link (issue 22): the token is the credential, the browser renders it.
  { id: 'order-link', path: 'order/:token', load: () => import('./routes/order-link.tsx') },
  { id: 'profile', path: 'profile', load: () => import('./routes/profile.tsx') },
  { id: 'orders', path: 'orders', load: () => import('./routes/orders.tsx') },
  { id: 'login', path: 'login', load: () => import('./routes/login.tsx') },
];

export const routeTree: AppRoute[] = [
  {
    id: 'root',
    Component: RootLayout,
    catchesErrors: true,
    children: [
      {
        id: 'admin-session',
        Component: SessionReady,
        children: [{ id: 'admin', path: 'admin/*', load: () => import('./routes/admin.tsx') }],
      },
      {
        id: 'storefront',
        Component: StorefrontLayout,
        children: [
          {
            // A failing page keeps the header and footer around its error message.
            id: 'storefront-pages',
            catchesErrors: true,
            children: [
              ...publicRoutes,
              { id: 'personal', Component: SessionReady, children: personalRoutes },
            ],
          },
        ],
      },
    ],
  },
];
