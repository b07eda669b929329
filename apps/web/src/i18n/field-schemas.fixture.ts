import { analyticsQuerySchema } from '@store/shared/schemas/admin-analytics';
import { auditQuerySchema } from '@store/shared/schemas/admin-audit';
import { adminCategorySchema, categoryBodySchema } from '@store/shared/schemas/admin-categories';
import { adminFooterSchema, footerBodySchema } from '@store/shared/schemas/admin-footer';
import {
  adminHeroSlideSchema,
  heroReorderBodySchema,
  heroSlideFormSchema,
} from '@store/shared/schemas/admin-hero';
import {
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  adminOrderStatusBodySchema,
  adminUsersExportQuerySchema,
} from '@store/shared/schemas/admin-orders';
import { adminPageSchema, pageFormSchema } from '@store/shared/schemas/admin-pages';
import {
  adminBulkDeleteBodySchema,
  adminBulkUpdateBodySchema,
  adminProductBodySchema,
  adminProductSchema,
  adminProductsQuerySchema,
} from '@store/shared/schemas/admin-products';
import { adminPromoCodeSchema, promoCodeBodySchema } from '@store/shared/schemas/admin-promo-codes';
import { searchSynonymSchema, synonymBodySchema } from '@store/shared/schemas/admin-search-synonyms';
import { adminUsersQuerySchema, adminUserUpdateSchema } from '@store/shared/schemas/admin-users';
import {
  addressBodySchema,
  changePasswordBodySchema,
  loginBodySchema,
  profileUpdateSchema,
  registerBodySchema,
} from '@store/shared/schemas/auth';
import { addToCartBodySchema, couponBodySchema, updateCartBodySchema } from '@store/shared/schemas/cart';
import { contactBodySchema } from '@store/shared/schemas/catalog';
import {
  checkoutAddressSchema,
  confirmPaymentBodySchema,
  createPaymentIntentBodySchema,
} from '@store/shared/schemas/checkout';
import { addFavoriteBodySchema } from '@store/shared/schemas/favorites';
import { newsletterBodySchema } from '@store/shared/schemas/newsletter';
import { cancelOrderBodySchema, trackOrderQuerySchema } from '@store/shared/schemas/orders';
import type { z } from 'zod';

/**
 * For tests of the field-label tables: the schemas of what each app sends (a refusal names one of
 * their fields) and of the entities the audit log records, and the field names found in them.
 */

type Schema = z.core.$ZodType;

/** Every field name in a schema, nested objects and list items included ('sku' of variants). */
export function fieldNamesOf(schema: Schema): string[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([name, field]) => [
        name,
        ...fieldNamesOf(field),
      ]);
    case 'array':
      return fieldNamesOf((def as z.core.$ZodArrayDef).element);
    case 'record':
      return fieldNamesOf((def as z.core.$ZodRecordDef).valueType);
    case 'union':
      return (def as z.core.$ZodUnionDef).options.flatMap(fieldNamesOf);
    case 'pipe':
      return fieldNamesOf((def as z.core.$ZodPipeDef).in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return fieldNamesOf((def as z.core.$ZodOptionalDef).innerType);
    default:
      return [];
  }
}

/** What the panel sends under /api/admin, and the entities whose changes the audit log shows. */
export const ADMIN_FIELD_SCHEMAS: readonly Schema[] = [
  adminProductBodySchema,
  adminProductSchema,
  adminProductsQuerySchema,
  adminBulkUpdateBodySchema,
  adminBulkDeleteBodySchema,
  categoryBodySchema,
  adminCategorySchema,
  heroSlideFormSchema,
  adminHeroSlideSchema,
  heroReorderBodySchema,
  footerBodySchema,
  adminFooterSchema,
  pageFormSchema,
  adminPageSchema,
  synonymBodySchema,
  searchSynonymSchema,
  promoCodeBodySchema,
  adminPromoCodeSchema,
  adminOrderStatusBodySchema,
  adminOrdersQuerySchema,
  adminOrdersExportQuerySchema,
  adminUsersExportQuerySchema,
  adminUserUpdateSchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  analyticsQuerySchema,
];

/** Fields the audit log records that no schema names: a slide order, an erased account. */
export const AUDIT_ONLY_FIELDS = ['order', 'anonymised'] as const;

/** What a shopper's pages send. */
export const STOREFRONT_FIELD_SCHEMAS: readonly Schema[] = [
  loginBodySchema,
  registerBodySchema,
  profileUpdateSchema,
  changePasswordBodySchema,
  addressBodySchema,
  addToCartBodySchema,
  updateCartBodySchema,
  couponBodySchema,
  addFavoriteBodySchema,
  newsletterBodySchema,
  contactBodySchema,
  checkoutAddressSchema,
  createPaymentIntentBodySchema,
  confirmPaymentBodySchema,
  cancelOrderBodySchema,
  trackOrderQuerySchema,
];
