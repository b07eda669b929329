/** Business constants and limits from the spec (storefront §9, admin §9), shared by API and web. */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Only en and fr are accepted (storefront §5). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCY = 'USD';
export const LOCALE = 'en-US';
/** Storefront §5: an address's country (an ISO code, countries.ts) is the United States unless told. */
export const DEFAULT_COUNTRY = 'US';

export const TAX_RATE_PERCENT = 10;
/** Shipping is free when the subtotal is strictly above this amount. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const SHIPPING_FEE_CENTS = 999;

/** How an order travels; standard when the shopper does not choose (issue 22). */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export interface ShippingRate {
  feeCents: number;
  /** Free when the subtotal is above this; null: never free. */
  freeAboveCents: number | null;
  /** Days from order to door, at least and at most (the last one is the estimated delivery). */
  days: readonly [number, number];
}

/** The one table of what each method costs and how long it takes: the server prices by it. */
export const SHIPPING_RATES: Record<ShippingMethod, ShippingRate> = {
  standard: { feeCents: SHIPPING_FEE_CENTS, freeAboveCents: FREE_SHIPPING_THRESHOLD_CENTS, days: [5, 7] },
  express: { feeCents: 1999, freeAboveCents: null, days: [1, 2] },
};

export const CART_BADGE_MAX = 99;
export const MIN_QUANTITY = 1;

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_BLUR_CLOSE_MS = 200;
export const SEARCH_DROPDOWN_PRODUCTS = 6;
export const SEARCH_DROPDOWN_SUGGESTIONS = 5;
export const SEARCH_DROPDOWN_TRENDING = 6;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_BASIC_PAGE_SIZE = 20;
export const SEARCH_ADVANCED_PAGE_SIZE = 12;
export const SEARCH_MAX_LIMIT = 100;
export const PAGINATION_MAX_BUTTONS = 5;
/** Products per page on a category page (the spec shows no paging there; large catalogues need it). */
export const CATEGORY_PAGE_SIZE = 48;

export const ACTIVE_CATEGORIES_DEFAULT_LIMIT = 6;
export const RECOMMENDATIONS_DEFAULT_LIMIT = 6;
export const ORDERS_PAGE_SIZE = 10;
export const ORDER_ITEMS_PREVIEW = 3;
export const ADMIN_PAGE_SIZE = 20;
export const FOOTER_BRAND_PLACEHOLDERS = 8;

export const HERO_AUTOPLAY_MS = 5000;
export const CATEGORY_CAROUSEL_AUTOPLAY_MS = 4000;
export const PRODUCT_CAROUSEL_AUTOPLAY_MS = 5000;
export const CATEGORY_CAROUSEL_GAP_PX = 30;
/** [min viewport width, slides per view], ascending. */
// Their widths are listed in the carousel's CSS (carousel.module.css), which lays the slides out.
export const CATEGORY_CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [320, 1],
  [640, 2],
  [768, 3],
  [1024, 4],
  [1200, 5],
];
export const PRODUCT_CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [320, 1],
  [640, 2],
  [768, 3],
  [1024, 4],
  [1200, 5],
  [1400, 6],
];
export const TESTIMONIAL_CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [768, 2],
  [1024, 3],
];

export const ADDED_TO_CART_FEEDBACK_MS = 2000;
export const FAVORITE_ANIMATION_MS = 300;
export const PROFILE_SUCCESS_MS = 3000;
export const ADMIN_LOGIN_RELOAD_MS = 1000;
export const ADMIN_ACCESS_DENIED_SECONDS = 3;

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Statuses in which the money went back to the customer: refunded, restocked, never revenue. */
export const MONEY_BACK_STATUSES = ['cancelled', 'refunded'] as const satisfies readonly OrderStatus[];
/**
 * What the shop itself wrote on an order's timeline, as codes the storefront, the panel and the e-mails
 * word in their reader's language (a staff member's own note stays their words).
 */
export const ORDER_EVENT_CODES = [
  'order_placed',
  'payment_received',
  'cancelled_by_customer',
  'refund_issued',
] as const;
export type OrderEventCode = (typeof ORDER_EVENT_CODES)[number];
/** Why an order was cancelled, when the shop knows it as a code rather than in someone's words. */
export const CANCEL_REASON_CODES = ['cancelled_by_customer'] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];
/** The reason the storefront sends when a customer cancels (storefront §4); stored as its code. */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by customer';
export const ESTIMATED_DELIVERY_DAYS = 7;
/** How long a payment in progress holds the cart's stock. */
export const CHECKOUT_HOLD_MINUTES = 15;
/** How long a guest's private order link works (issue 22). */
export const ORDER_LINK_DAYS = 90;
/** Links a browser may claim at once: the guest orders it placed before creating the account. */
export const ORDER_CLAIM_MAX_LINKS = 20;

export const ROLES = ['user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['admin', 'superadmin'];

export const PERMISSIONS = [
  'manage_users',
  'manage_products',
  'manage_categories',
  'manage_orders',
  'manage_hero',
  'manage_footer',
  'manage_pages',
  'view_analytics',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const VARIANT_ATTRIBUTES = ['size', 'color', 'material', 'style'] as const;
export type VariantAttribute = (typeof VARIANT_ATTRIBUTES)[number];
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
export const SOCIAL_PLATFORMS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
] as const;
export const FOOTER_DEFAULT_COLORS = {
  backgroundColor: '#1f2937',
  textColor: '#ffffff',
  linkColor: '#60a5fa',
} as const;

export const SORT_OPTIONS = [
  'relevance',
  'price-low',
  'price-high',
  'rating',
  'reviews',
  'newest',
  'popularity',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const RATING_FILTERS = [4, 3, 2, 1] as const;

/** localStorage keys (storefront §9). */
export const STORAGE_KEYS = {
  token: 'token',
  favorites: 'favorites',
  cart: 'cart',
  cartSessionId: 'cart-session-id',
  language: 'preferred-language',
} as const;

/**
 * The narrower copies of an uploaded image the shop serves at /uploads/w/{width}/{name}, made on first
 * request: a phone downloads the 400 px copy of a 2000 px photo (srcset), not the photo.
 */
export const UPLOAD_WIDTHS = [400, 800, 1200] as const;

/**
 * The cookie mirroring the stored language choice, which the server reads to render a page's HTML in
 * it (the server never sees local storage). A year, like any remembered preference.
 */
export const LANGUAGE_COOKIE = 'preferred-language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Largest quantity of one cart line: a sane cap for a shop, far above any real basket. */
export const MAX_LINE_QUANTITY = 99;
/** The longest promo code a shopper can type (the coupon body's limit, and the cart's input). */
export const PROMO_CODE_MAX_LENGTH = 40;
/** Passwords: at least 8 characters, no composition rules, long passphrases welcome (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
