/**
 * Every `code` the API answers with, in one list: the server may only throw these, and the web app keys
 * its translated messages by them, so a renamed or misspelt code fails the type check on both sides.
 */
export const ERROR_CODES = [
  // Requests and the platform
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  // Identity
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_TOKEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'USER_NOT_FOUND',
  'SESSION_REQUIRED',
  // Account
  'ADDRESS_NOT_FOUND',
  'TOO_MANY_ADDRESSES',
  // Catalogue and content
  'PRODUCT_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'INVALID_CURSOR',
  'VARIANT_NOT_FOUND',
  'VARIANT_REQUIRED',
  'FOOTER_NOT_FOUND',
  // Cart, promo codes and favourites
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'QUANTITY_LIMIT',
  'LINE_NOT_FOUND',
  'CART_EMPTY',
  'CART_BUSY',
  'INVALID_COUPON',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_EXHAUSTED',
  'COUPON_MINIMUM',
  'COUPON_ALREADY_USED',
  'COUPON_ACCOUNT_REQUIRED',
  'FAVORITE_NOT_FOUND',
  'FAVORITES_LIMIT',
  // Checkout, payments and orders
  'CART_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_MISMATCH',
  'PAYMENT_PROVIDER_ERROR',
  'WEBHOOK_SIGNATURE_INVALID',
  'ORDER_NOT_FOUND',
  'INVALID_TRANSITION',
  'NOT_REORDERABLE',
  // Guest checkout and the private order link
  'GUEST_EMAIL_REQUIRED',
  'GUEST_CHECKOUT_DISABLED',
  'ORDER_LINK_NOT_FOUND',
  'ORDER_LINK_EXPIRED',
  'ORDER_LINK_CLAIMED',
  'ORDER_CLAIM_EMAIL_MISMATCH',
  // Admin: uploads, categories, hero slides
  'FILE_REQUIRED',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'CATEGORY_SLUG_TAKEN',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_IN_USE',
  'HERO_SLIDE_NOT_FOUND',
  'INVALID_SLIDE_ORDER',
  // Admin: products
  'SKU_TAKEN',
  'SKU_TAKEN_ARCHIVED',
  'PRODUCT_NOT_ARCHIVED',
  'STOCK_BELOW_RESERVED',
  // Admin: users
  'PERMISSIONS_STAFF_ONLY',
  // Admin: content pages
  'PAGE_NOT_FOUND',
  'PAGE_SLUG_TAKEN',
  // Admin: search synonyms
  'SEARCH_SYNONYM_NOT_FOUND',
  'SEARCH_SYNONYM_WORD_TAKEN',
  // Admin: promo codes
  'PROMO_CODE_NOT_FOUND',
  'PROMO_CODE_TAKEN',
  // Admin: who may change which account (a 403 or 409 each, so the panel can say which rule)
  'ROLE_CHANGE_FORBIDDEN',
  'MANAGE_USERS_FORBIDDEN',
  'STAFF_CHANGE_FORBIDDEN',
  'PERMISSIONS_NOT_HELD',
  'LAST_SUPERADMIN',
  'SELF_DELETE',
  'SELF_ROLE_CHANGE',
  'SELF_DEACTIVATE',
  'SUPERADMIN_DELETE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
