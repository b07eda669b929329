import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CancelReasonCode, OrderEventCode, ShippingMethod } from '@store/shared/constants';
import type {
  EmailOutboxTable,
  RefundsTable,
  StockReservationsTable,
  TestPaymentIntentsTable,
  WebhookEventsTable,
} from './checkout-types.ts';
import type { AuditLogTable, CategorySlugRedirectsTable } from './admin-types.ts';
import type { ContentPagesTable } from './content-types.ts';

/**
 * Table types as the code sees them (CamelCasePlugin maps `zip_code` ⇄ `zipCode`).
 * Booleans are 0 | 1, money is integer cents, timestamps are ISO-8601 UTC strings.
 */
type Bool = 0 | 1;
type DefaultBool = ColumnType<Bool, Bool | undefined, Bool>;
/** Standard unless the shopper chose express at checkout. */
type ShippingMethodColumn = ColumnType<ShippingMethod, ShippingMethod | undefined, ShippingMethod>;
type Timestamp = ColumnType<string, string | undefined, string>;
type DefaultInt = ColumnType<number, number | undefined, number>;
type DefaultText = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  gender: 'male' | 'female' | 'other' | null;
  avatar: string | null;
  role: ColumnType<'user' | 'admin' | 'superadmin', 'user' | 'admin' | 'superadmin' | undefined>;
  prefLanguage: ColumnType<'en' | 'fr', 'en' | 'fr' | undefined>;
  tokenVersion: DefaultInt;
  lastLoginAt: string | null;
  /** Set when an admin deleted the account while orders refer to it: its personal data is gone. */
  anonymisedAt: ColumnType<string | null, string | null | undefined, string | null>;
  isActive: DefaultBool;
  prefNewsletter: DefaultBool;
  prefNotifyEmail: DefaultBool;
  prefNotifySms: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserPermissionsTable {
  userId: string;
  permission: string;
}

/** A signed-in device: its token is accepted while this row exists (see migration 0015). */
export interface UserSessionsTable {
  id: string;
  userId: string;
  createdAt: Timestamp;
  expiresAt: string;
}

export interface AddressesTable {
  id: string;
  userId: string;
  type: ColumnType<'home' | 'work' | 'other', 'home' | 'work' | 'other' | undefined>;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  nameEn: string;
  nameFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  image: string;
  icon: string;
  sortOrder: DefaultInt;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProductsTable {
  id: string;
  categoryId: string;
  nameEn: string;
  nameFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  detailedDescriptionEn: string | null;
  detailedDescriptionFr: string | null;
  priceCents: number;
  originalPriceCents: number | null;
  image: string;
  rating: DefaultInt;
  reviewCount: DefaultInt;
  stockQuantity: DefaultInt;
  stockReserved: DefaultInt;
  viewCount: DefaultInt;
  inStock: DefaultBool;
  featured: DefaultBool;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProductImagesTable {
  productId: string;
  position: number;
  url: string;
}

export interface ProductSpecificationsTable {
  productId: string;
  position: number;
  nameEn: string;
  nameFr: string | null;
  valueEn: string;
  valueFr: string | null;
}

export interface ProductVariantsTable {
  id: string;
  productId: string;
  sku: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  stockQuantity: DefaultInt;
  stockReserved: DefaultInt;
  lowStockThreshold: DefaultInt;
  color: string | null;
  size: string | null;
  material: string | null;
  style: string | null;
  position: DefaultInt;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface HeroSlidesTable {
  id: string;
  titleEn: string;
  titleFr: string | null;
  subtitleEn: string;
  subtitleFr: string | null;
  descriptionEn: string | null;
  descriptionFr: string | null;
  buttonTextEn: string;
  buttonTextFr: string | null;
  buttonLink: string | null;
  image: string | null;
  productImage: string | null;
  backgroundImage: string | null;
  gradient: string | null;
  currentPriceCents: number | null;
  oldPriceCents: number | null;
  sortOrder: DefaultInt;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TestimonialsTable {
  id: string;
  name: string;
  titleEn: string;
  titleFr: string | null;
  commentEn: string;
  commentFr: string | null;
  rating: number;
  image: string | null;
  date: string;
  sortOrder: DefaultInt;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BrandsTable {
  id: string;
  name: string;
  logoUrl: string;
  descriptionEn: string;
  descriptionFr: string | null;
  sortOrder: DefaultInt;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface FooterSettingsTable {
  id: 1;
  companyName: string;
  logo: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  contactEmail: string;
  contactPhone: string;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressZipCode: string;
  addressCountry: string;
  newsletterEnabled: DefaultBool;
  newsletterTitleEn: string;
  newsletterTitleFr: string | null;
  newsletterDescriptionEn: string;
  newsletterDescriptionFr: string | null;
  backgroundColor: DefaultText;
  textColor: DefaultText;
  linkColor: DefaultText;
  showLogo: DefaultBool;
  showSocialLinks: DefaultBool;
  enableSchemaMarkup: DefaultBool;
  copyrightTextEn: string;
  copyrightTextFr: string | null;
  copyrightYear: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface FooterSectionsTable {
  id: string;
  titleEn: string;
  titleFr: string | null;
  sortOrder: DefaultInt;
}

export interface FooterLinksTable {
  id: string;
  sectionId: string;
  titleEn: string;
  titleFr: string | null;
  url: string;
  sortOrder: DefaultInt;
  openInNewTab: DefaultBool;
}

export interface SocialLinksTable {
  id: string;
  platform: string;
  url: string;
  sortOrder: DefaultInt;
}

export interface PromoCodesTable {
  id: string;
  code: string;
  kind: 'fixed' | 'percent';
  amount: number;
  minSubtotalCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: DefaultInt;
  /** 1: each customer may use the code once (promoCodeCustomers records who has). */
  oncePerCustomer: DefaultBool;
  isActive: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A customer's use of a once-per-customer code; the key refuses a second. */
export interface PromoCodeCustomersTable {
  promoCodeId: string;
  userId: string;
  orderId: string | null;
  createdAt: Timestamp;
}

export interface CartsTable {
  id: string;
  userId: string | null;
  sessionId: string | null;
  couponCode: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CartItemsTable {
  id: string;
  cartId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  selectedOptions: DefaultText;
  addedAt: Timestamp;
}

export interface FavoritesTable {
  userId: string;
  productId: string;
  createdAt: Timestamp;
}

/** A payment intent's status as the provider tells it; an order keeps the one it was paid with. */
export type ProviderPaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'
  | 'failed';

/** A payment's status: the provider's, then the store's own once money goes back (payment-states.ts). */
export type PaymentStatus = ProviderPaymentStatus | 'refund_pending' | 'refunded' | 'partially_refunded';

export type OrderStatusColumn =
  'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface OrdersTable {
  id: string;
  orderNumber: string;
  userId: string | null;
  email: string;
  status: ColumnType<OrderStatusColumn, OrderStatusColumn | undefined>;
  currency: DefaultText;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  couponCode: string | null;
  shippingAddress: string;
  billingAddress: string;
  paymentMethod: DefaultText;
  paymentStatus: ProviderPaymentStatus;
  shippingMethod: ShippingMethodColumn;
  cardBrand: string | null;
  cardLastFour: string | null;
  trackingNumber: string | null;
  carrier: string | null;
  estimatedDelivery: string | null;
  cancelReason: string | null;
  cancelReasonCode: CancelReasonCode | null;
  /** A guest's order: the key of its private link (see lib/order-link), kept once claimed. */
  accessKey: string | null;
  accessExpiresAt: string | null;
  /** The language the order was placed in: a guest's e-mails are written in it. */
  lang: ColumnType<'en' | 'fr', 'en' | 'fr' | undefined>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type SalesGrain = 'day' | 'month';

/** Sales of counted orders per product and UTC day or month (migration 0011); see sales-ledger.ts. */
export interface ProductSalesTable {
  grain: SalesGrain;
  /** '2026-11-25' for a day, '2026-11' for a month. */
  period: string;
  productId: string;
  quantity: number;
  cents: number;
}

export interface OrderItemsTable {
  id: string;
  orderId: string;
  productId: string | null;
  variantId: string | null;
  sku: string | null;
  name: string;
  image: string;
  unitPriceCents: number;
  lineTotalCents: number;
  quantity: number;
  selectedOptions: DefaultText;
  position: DefaultInt;
}

export interface OrderEventsTable {
  id: string;
  orderId: string;
  status: OrderStatusColumn;
  /** A person's own words; the shop's own entries leave it null and carry `code`. */
  note: string | null;
  code: OrderEventCode | null;
  actorUserId: string | null;
  createdAt: Timestamp;
}

export interface PaymentsTable {
  id: string;
  provider: string;
  providerIntentId: string;
  orderId: string | null;
  cartId: string | null;
  userId: string | null;
  /** A guest's e-mail (a customer's is the account's). */
  email: ColumnType<string | null, string | null | undefined>;
  /** The language the shopper paid in: a guest's order placed later (sweep, webhook) is written in it. */
  lang: ColumnType<'en' | 'fr', 'en' | 'fr' | undefined>;
  amountCents: number;
  currency: DefaultText;
  status: PaymentStatus;
  shippingAddress: string | null;
  billingAddress: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  lastError: string | null;
  /** Fingerprint of the priced cart the intent was made for: an unchanged cart gets it back. */
  contentsHash: string | null;
  /** Until when the cart's stock is held for this payment. */
  reservedUntil: string | null;
  /** The shipping method the payment was priced with. */
  shippingMethod: ShippingMethodColumn;
  /** What the provider has given back so far (refunds succeeded). */
  refundedCents: DefaultInt;
  /** When the reconciliation may next look at this payment; while it looks, the end of its turn. */
  reconcileAfter: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  createdAt: Timestamp;
  unsubscribedAt: string | null;
}

export interface ContactMessagesTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
}

export interface ProductViewsTable {
  id: string;
  productId: string;
  userId: string | null;
  sessionId: string | null;
  createdAt: Timestamp;
}

export interface SearchesTable {
  id: string;
  query: string;
  normalizedQuery: string;
  userId: string | null;
  sessionId: string | null;
  resultCount: DefaultInt;
  createdAt: Timestamp;
}

/** A two-way group of search synonyms, comma-separated as typed (see migration 0016). */
export interface SearchSynonymsTable {
  id: string;
  words: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Kept by triggers on products (migration 0022): the number of each product's last change of facts. */
export interface ProductFactChangesTable {
  productId: string;
  seq: number;
}

/** The shop owner's settings: one row. */
export interface StoreSettingsTable {
  id: ColumnType<1, 1 | undefined, never>;
  guestCheckout: DefaultBool;
  updatedAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  userPermissions: UserPermissionsTable;
  userSessions: UserSessionsTable;
  addresses: AddressesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  productFactChanges: ProductFactChangesTable;
  productImages: ProductImagesTable;
  productSpecifications: ProductSpecificationsTable;
  productVariants: ProductVariantsTable;
  heroSlides: HeroSlidesTable;
  testimonials: TestimonialsTable;
  brands: BrandsTable;
  footerSettings: FooterSettingsTable;
  storeSettings: StoreSettingsTable;
  footerSections: FooterSectionsTable;
  footerLinks: FooterLinksTable;
  socialLinks: SocialLinksTable;
  promoCodes: PromoCodesTable;
  promoCodeCustomers: PromoCodeCustomersTable;
  carts: CartsTable;
  cartItems: CartItemsTable;
  favorites: FavoritesTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  productSales: ProductSalesTable;
  orderEvents: OrderEventsTable;
  payments: PaymentsTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  contactMessages: ContactMessagesTable;
  productViews: ProductViewsTable;
  searches: SearchesTable;
  searchSynonyms: SearchSynonymsTable;
  stockReservations: StockReservationsTable;
  refunds: RefundsTable;
  testPaymentIntents: TestPaymentIntentsTable;
  emailOutbox: EmailOutboxTable;
  webhookEvents: WebhookEventsTable;
  auditLog: AuditLogTable;
  categorySlugRedirects: CategorySlugRedirectsTable;
  contentPages: ContentPagesTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
