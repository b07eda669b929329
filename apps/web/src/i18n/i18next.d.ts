import 'i18next';
import type en from './en.json';
import type { AdminResources } from './admin/resources.ts';

// Typed keys: a misspelt translation key is a compile error, and en.json is the reference.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; admin: AdminResources };
    returnNull: false;
  }
}
