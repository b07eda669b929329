import {
  type Language,
  type ShippingMethod,
  TAX_RATE_PERCENT,
  type VariantAttribute,
} from '@store/shared/constants';

/** Words every order e-mail shares, in each language the shop speaks. */
export interface CommonStrings {
  locale: string;
  /** What separates a label from its value: French sets a no-break space before the colon. */
  colon: string;
  greeting: (name: string) => string;
  order: string;
  items: string;
  quantity: string;
  subtotal: string;
  discount: (code: string | null) => string;
  tax: string;
  shipping: string;
  free: string;
  total: string;
  shippingAddress: string;
  billingAddress: string;
  payment: string;
  card: (brand: string, lastFour: string) => string;
  estimatedDelivery: string;
  /** The shipping method and its delivery time, e.g. 'Express shipping (1–2 days)'. */
  shippingMethod: Record<ShippingMethod, string>;
  viewOrders: string;
  /** The link to the order itself. */
  viewOrder: string;
  footer: (shop: string) => string;
  statementDelay: string;
  /** A line's option names, as the storefront's cart words them. */
  optionNames: Record<VariantAttribute, string>;
}

// French puts a no-break space before ':' (and '!', '?'); in the strings below it is \u00a0.
export const COMMON: Record<Language, CommonStrings> = {
  en: {
    locale: 'en-US',
    colon: ': ',
    greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
    order: 'Order',
    items: 'Items',
    quantity: 'Qty',
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    tax: `Tax (${TAX_RATE_PERCENT}%)`,
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    payment: 'Payment',
    card: (brand, lastFour) => `${brand} ending in ${lastFour}`,
    estimatedDelivery: 'Estimated delivery',
    shippingMethod: {
      standard: 'Standard shipping (5–7 days)',
      express: 'Express shipping (1–2 days)',
    },
    viewOrders: 'View your orders',
    viewOrder: 'View your order',
    footer: (shop) => `You are receiving this e-mail about an order you placed at ${shop}.`,
    statementDelay: 'It can take 5 to 10 business days to appear on your statement.',
    optionNames: { color: 'Color', size: 'Size', material: 'Storage', style: 'Style' },
  },
  fr: {
    locale: 'fr-FR',
    colon: '\u00a0: ',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    order: 'Commande',
    items: 'Articles',
    quantity: 'Qté',
    subtotal: 'Sous-total',
    discount: (code) => (code ? `Remise (${code})` : 'Remise'),
    tax: `Taxes (${TAX_RATE_PERCENT}\u00a0%)`,
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    shippingAddress: 'Adresse de livraison',
    billingAddress: 'Adresse de facturation',
    payment: 'Paiement',
    card: (brand, lastFour) => `${brand} se terminant par ${lastFour}`,
    estimatedDelivery: 'Livraison estimée',
    shippingMethod: {
      standard: 'Livraison standard (5 à 7 jours)',
      express: 'Livraison express (1 à 2 jours)',
    },
    viewOrders: 'Voir vos commandes',
    viewOrder: 'Voir votre commande',
    footer: (shop) => `Vous recevez cet e-mail au sujet d’une commande passée chez ${shop}.`,
    statementDelay: 'Il peut s’écouler 5 à 10 jours ouvrés avant qu’il n’apparaisse sur votre relevé.',
    optionNames: { color: 'Couleur', size: 'Taille', material: 'Stockage', style: 'Style' },
  },
};
