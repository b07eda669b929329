import { SHIPPING_METHODS } from '@store/shared/constants';
import { EMPTY_ADDRESS, type AddressFields } from './checkout-address.ts';
import type { CheckoutDetails } from './checkout-details.ts';

/**
 * Where the shopper is in checkout and what they typed, kept for this tab (sessionStorage) so a full
 * page load does not lose it: the 3-D Secure page and the provider's return page are reached by
 * leaving the app, and "Back to checkout" must find the payment step with the addresses as typed.
 */

export type ProgressStep = 'shipping' | 'billing' | 'payment';

export interface CheckoutProgress {
  step: ProgressStep;
  details: CheckoutDetails;
}

const KEY = 'checkout-progress';
const STEPS: readonly ProgressStep[] = ['shipping', 'billing', 'payment'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An address read back, each field a string (anything else is dropped to its blank). */
function addressFrom(value: unknown): AddressFields | null {
  if (!isRecord(value)) return null;
  const address = { ...EMPTY_ADDRESS };
  for (const name of Object.keys(EMPTY_ADDRESS) as Array<keyof AddressFields>) {
    const field = value[name];
    if (typeof field === 'string') address[name] = field;
  }
  return address;
}

/**
 * This shopper's progress in this tab, or null (none, another's, or unreadable). `owner` is the user
 * id, or a guest's session id: a guest who signs in, or a customer who signs out, starts afresh.
 */
export function readProgress(owner: string): CheckoutProgress | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.owner !== owner || !isRecord(stored.details)) return null;
  const step = STEPS.find((s) => s === stored.step);
  const { details } = stored;
  const shipping = addressFrom(details.shipping);
  const billing = addressFrom(details.billing);
  if (!step || !shipping || !billing) return null;
  return {
    step,
    details: {
      shipping,
      // Progress stored before saved addresses were offered holds an address as typed.
      addressId: typeof details.addressId === 'string' ? details.addressId : null,
      billing,
      saveAddress: details.saveAddress === true,
      sameAsShipping: details.sameAsShipping !== false,
      // Progress stored before methods existed, or unreadable, ships standard as the server would.
      shippingMethod: SHIPPING_METHODS.find((method) => method === details.shippingMethod) ?? 'standard',
      email: typeof details.email === 'string' ? details.email : '',
    },
  };
}

export function saveProgress(owner: string, progress: CheckoutProgress): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ owner, ...progress }));
  } catch {
    // Storage full or disabled: checkout still works, only a reload starts it again.
  }
}

/** The order is placed: nothing is left to come back to. */
export function clearProgress(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
