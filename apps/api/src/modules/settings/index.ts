export { readStoreSettings } from './store-settings.service.ts';
