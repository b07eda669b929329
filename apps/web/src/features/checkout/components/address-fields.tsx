import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import type { AddressFieldsProps } from './address-inputs.tsx';

/**
 * A checkout address form (address-inputs.tsx). Its inputs, with the country and state lists, are a
 * chunk of their own (about 3 KB gzip, which the checkout's first load has no room for), fetched as
 * the checkout opens; until it is in, the step suspends, and the checkout page shows its loading
 * state as it does for the cart.
 */
export const AddressFields = preloadedComponent<AddressFieldsProps>(() =>
  import('./address-inputs.tsx').then((module) => module.AddressInputs),
);

/** For the checkout page: fetches the inputs while the cart loads, before a step shows them. */
export const preloadAddressFields = AddressFields.preload;
