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
const SynonymsScreen = lazy(
  () => import('../../features/admin-search-synonyms/components/synonyms-screen.tsx'),
);
const PromoCodesScreen = lazy(
  () => import('../../features/admin-promo-codes/components/promo-codes-screen.tsx'),
);
const OrdersScreen = lazy(() => import('../../features/admin-orders/components/orders-screen.tsx'));
const UsersScreen = lazy(() => import('../../features/admin-users/components/users-screen.tsx'));
const FooterScreen = lazy(() => import('../../features/admin-footer/components/footer-screen.tsx'));
const PagesScreen = lazy(() => import('../../features/admin-pages/components/pages-screen.tsx'));
const AnalyticsScreen = lazy(() => import('../../features/admin-analytics/components/analytics-screen.tsx'));
const AuditScreen = lazy(() => import('../../features/admin-audit/components/audit-screen.tsx'));
const SettingsScreen = lazy(() => import('../../features/admin-settings/components/settings-screen.tsx'));

/** /admin/* (admin §2): the staff panel, outside the storefront layout. */
export function Component() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardScreen />} />
        <Route path="hero" element={<HeroScreen />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="products" element={<ProductsScreen />} />
        {/* Under /admin/products: the layout lets in whoever may open the products screen. */}
        <Route path="products/synonyms" element={<SynonymsScreen />} />
        <Route path="promo-codes" element={<PromoCodesScreen />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="users" element={<UsersScreen />} />
        <Route path="footer" element={<FooterScreen />} />
        <Route path="pages" element={<PagesScreen />} />
        <Route path="analytics" element={<AnalyticsScreen />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="*" element={<DashboardScreen />} />
      </Route>
    </Routes>
  );
}
