import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { AppLoading } from '../components/ui/app-loading.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { storefrontLoader } from './layouts/storefront-data.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { RouteError } from './route-error.tsx';
import { homeHandle, homeLoader } from './routes/home-data.ts';
import { SessionReady } from './session-ready.tsx';

// A lazy route's id is its module's name under ./routes: the server finds the module's script and
// styles in the build's manifest by it, so its HTML links them and the page is styled at first paint.

/** Pages anyone may see: the server renders them with their content. */
const publicRoutes: RouteObject[] = [
  { id: 'home', index: true, element: <HomePage />, loader: homeLoader, handle: homeHandle },
  { id: 'product', path: 'product/:id', lazy: () => import('./routes/product.tsx') },
  { id: 'category', path: 'category/:category', lazy: () => import('./routes/category.tsx') },
  { id: 'search', path: 'search', lazy: () => import('./routes/search.tsx') },
  { id: 'advanced-search', path: 'advanced-search', lazy: () => import('./routes/advanced-search.tsx') },
  { id: 'content-page', path: 'pages/:slug', lazy: () => import('./routes/content-page.tsx') },
  { id: 'not-found', path: '*', lazy: () => import('./routes/not-found.tsx') },
];

/** Pages about the shopper: rendered once the session is known, in the browser. */
const personalRoutes: RouteObject[] = [
  { id: 'favorites', path: 'favorites', lazy: () => import('./routes/favorites.tsx') },
  { id: 'cart', path: 'cart', lazy: () => import('./routes/cart.tsx') },
  { id: 'checkout', path: 'checkout', lazy: () => import('./routes/checkout.tsx') },
  {
    id: 'checkout-complete',
    path: 'checkout/complete',
    lazy: () => import('./routes/checkout-complete.tsx'),
  },
  {
    id: 'checkout-authenticate',
    path: 'checkout/authenticate',
    lazy: () => import('./routes/checkout-authenticate.tsx'),
  },
  {
    id: 'order-confirmation',
    path: 'order-confirmation/:orderId',
    lazy: () => import('./routes/order-confirmation.tsx'),
  },
  { id: 'profile', path: 'profile', lazy: () => import('./routes/profile.tsx') },
  { id: 'orders', path: 'orders', lazy: () => import('./routes/orders.tsx') },
  { id: 'login', path: 'login', lazy: () => import('./routes/login.tsx') },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazily loaded route of a deep link arrives (the admin, never server-rendered).
    HydrateFallback: AppLoading,
    children: [
      {
        id: 'admin-session',
        element: <SessionReady />,
        children: [{ id: 'admin', path: 'admin/*', lazy: () => import('./routes/admin.tsx') }],
      },
      {
        id: 'storefront',
        element: <StorefrontLayout />,
        loader: storefrontLoader,
        // A failing page keeps the header and footer around its error message.
        children: [
          {
            id: 'storefront-pages',
            errorElement: <RouteError />,
            children: [
              ...publicRoutes,
              { id: 'personal', element: <SessionReady />, children: personalRoutes },
            ],
          },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one router, made on first use rather than on import: by then the address is final
 * (i18n.ts may take `lang` out of it before the first render) and the server-rendered page's lazy
 * routes are loaded (main.tsx).
 */
export function appRouter(hydrationData?: HydrationState): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes, { hydrationData });
  return router;
}
