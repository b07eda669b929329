import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AdminLayout } from '../layouts/admin-layout.tsx';

// The whole panel is one lazily loaded part of the app (this route module and what it imports); each
// screen is split once more, so a catalogue manager never downloads the screens it cannot open.
const DashboardScreen = lazy(() => import('../../features/admin-dashboard/components/dashboard-screen.tsx'));
const HeroScreen = lazy(() => import('../../features/admin-hero/components/hero-screen.tsx'));
const CategoriesScreen = lazy(
  () => import('../../features/admin-categories/components/categories-screen.tsx'),
);
const ProductsScreen = lazy(() => import('../../features/admin-products/components/products-screen.tsx'));

/** /admin/* (admin §2): the staff panel, outside the storefront layout. */
export function Component() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardScreen />} />
        <Route path="hero" element={<HeroScreen />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="products" element={<ProductsScreen />} />
        <Route path="*" element={<DashboardScreen />} />
      </Route>
    </Routes>
  );
}
