/**
 * The longest text each shopper-facing form field accepts. The shared schemas check these limits and
 * the storefront's inputs set them as `maxLength`, so a form never takes more than the API keeps, and
 * never needs zod on the page to know it (zod weighs 24 KB gzipped on a first load).
 */
export const FIELD_LIMITS = {
  email: 254,
  /** A password typed to sign in: room for any password an older rule allowed, not only new ones'. */
  signInPassword: 1024,
  personName: 50,
  phone: 30,
  avatarUrl: 500,
  orderNumber: 40,
  street: 200,
  city: 100,
  state: 100,
  zipCode: 20,
  country: 60,
} as const;
