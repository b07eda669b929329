import type { AdminRoutes } from './admin.plugin.ts';
import analyticsRoutes from './analytics/analytics.routes.ts';
import auditRoutes from './audit/audit.routes.ts';
import adminCategoriesRoutes from './categories/admin-categories.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import exportRoutes from './export/export.routes.ts';
import adminFooterRoutes from './footer/admin-footer.routes.ts';
import adminHeroRoutes from './hero/admin-hero.routes.ts';
import adminOrdersRoutes from './orders/admin-orders.routes.ts';
import adminPagesRoutes from './pages/admin-pages.routes.ts';
import adminProductsRoutes from './products/admin-products.routes.ts';
import adminPromoCodesRoutes from './promo-codes/admin-promo-codes.routes.ts';
import adminSettingsRoutes from './settings/admin-settings.routes.ts';
import adminSearchSynonymsRoutes from './search-synonyms/admin-search-synonyms.routes.ts';
import uploadRoutes from './upload/upload.routes.ts';
import adminUsersRoutes from './users/admin-users.routes.ts';

/**
 * Every staff route module, registered under /api/admin by the admin plugin. Each route declares its
 * `access` in its route config; the plugin's one hook checks it.
 */
export const adminRoutes: readonly AdminRoutes[] = [
  uploadRoutes,
  adminCategoriesRoutes,
  adminProductsRoutes,
  adminSearchSynonymsRoutes,
  adminPromoCodesRoutes,
  adminHeroRoutes,
  dashboardRoutes,
  auditRoutes,
  adminUsersRoutes,
  analyticsRoutes,
  adminFooterRoutes,
  adminPagesRoutes,
  adminOrdersRoutes,
  exportRoutes,
  adminSettingsRoutes,
];
