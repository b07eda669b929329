import type categories from './categories.en.json';
import type common from './common.en.json';
import type dashboard from './dashboard.en.json';
import type hero from './hero.en.json';
import type products from './products.en.json';
import type upload from './upload.en.json';
import type analytics from './analytics.en.json';
import type audit from './audit.en.json';
import type footer from './footer.en.json';
import type orders from './orders.en.json';
import type pages from './pages.en.json';
import type synonyms from './synonyms.en.json';
import type promos from './promos.en.json';
import type settings from './settings.en.json';
import type users from './users.en.json';
import type errors from './errors.en.json';
import type fields from './fields.en.json';
import type validation from './validation.en.json';

/**
 * The admin panel's own i18n namespace ('admin'), one JSON file per screen and language, loaded only in
 * the admin chunk: the storefront's bundle never carries a word of it. English files are the reference
 * for the typed keys: `t('products.title', { ns: 'admin' })` or `useTranslation('admin')`.
 */
export interface AdminResources {
  common: typeof common;
  dashboard: typeof dashboard;
  products: typeof products;
  /** Search synonyms, reached from the products screen. */
  synonyms: typeof synonyms;
  /** Promo codes, beside the products in the menu (same permission). */
  promos: typeof promos;
  categories: typeof categories;
  hero: typeof hero;
  /** The image field shared by the product, category and hero forms. */
  upload: typeof upload;
  orders: typeof orders;
  /** The shop's settings (guest checkout), under the orders permission. */
  settings: typeof settings;
  users: typeof users;
  footer: typeof footer;
  pages: typeof pages;
  analytics: typeof analytics;
  audit: typeof audit;
  /** Every server error code in the panel's words, flat: CODE → text with `{{details}}`. */
  errors: typeof errors;
  /** Field names as staff read them, for refusals and the audit log: name → label. */
  fields: typeof fields;
  /** The rules a validation refusal names ('at most {{count}} characters'). */
  validation: typeof validation;
}
