import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from '../components/ui/app-loading.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { RouteError } from './route-error.tsx';

// Home is in the entry chunk; every other screen, and the whole admin panel, is fetched on first visit.
const storefrontRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'product/:id', lazy: () => import('./routes/product.tsx') },
  { path: 'category/:category', lazy: () => import('./routes/category.tsx') },
  { path: 'search', lazy: () => import('./routes/search.tsx') },
  { path: 'advanced-search', lazy: () => import('./routes/advanced-search.tsx') },
  { path: 'favorites', lazy: () => import('./routes/favorites.tsx') },
  { path: 'cart', lazy: () => import('./routes/cart.tsx') },
  { path: 'checkout', lazy: () => import('./routes/checkout.tsx') },
  { path: 'checkout/complete', lazy: () => import('./routes/checkout-complete.tsx') },
  { path: 'checkout/authenticate', lazy: () => import('./routes/checkout-authenticate.tsx') },
  { path: 'order-confirmation/:orderId', lazy: () => import('./routes/order-confirmation.tsx') },
  { path: 'profile', lazy: () => import('./routes/profile.tsx') },
  { path: 'orders', lazy: () => import('./routes/orders.tsx') },
  { path: 'login', lazy: () => import('./routes/login.tsx') },
  { path: 'pages/:slug', lazy: () => import('./routes/content-page.tsx') },
  { path: '*', lazy: () => import('./routes/not-found.tsx') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazily loaded route of a deep link arrives.
    HydrateFallback: AppLoading,
    children: [
      { path: 'admin/*', lazy: () => import('./routes/admin.tsx') },
      {
        element: <StorefrontLayout />,
        // A failing page keeps the header and footer around its error message.
        children: [{ errorElement: <RouteError />, children: storefrontRoutes }],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one router, made on first use rather than on import: by then the address is final
 * (i18n.ts may take `lang` out of it before the first render).
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
