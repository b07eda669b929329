/**
 * Account: profile, addresses and preferences of a signed-in customer. Everything else in this folder
 * is the module's own.
 */
export { saveAddressOnce } from './addresses.service.ts';
export { loadUser } from './user-mapper.ts';
