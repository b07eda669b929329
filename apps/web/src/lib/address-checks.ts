import { useSyncExternalStore } from 'react';
import type * as AddressChecksModule from '@store/shared/address-checks';

/**
 * The checks of an address's country, state, postcode and phone (packages/shared/src/address-checks.ts):
 * with libphonenumber-js's numbering plans they weigh about 30 KB gzip, so no page loads them first.
 * They are fetched when a shopper reaches an address form's fields or saves one, and the forms that
 * use them render again once they are in.
 */

export type AddressChecks = typeof AddressChecksModule;

let loaded: AddressChecks | null = null;
let pending: Promise<AddressChecks> | null = null;
const listeners = new Set<() => void>();

export function loadAddressChecks(): Promise<AddressChecks> {
  pending ??= import('@store/shared/address-checks').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed fetch (offline) is tried again by the next call.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** For a field's focus: the checks arrive while the shopper types. */
export function preloadAddressChecks(): void {
  loadAddressChecks().catch(() => undefined);
}

/**
 * The checks, or null when they cannot be had (offline): the server checks the address anyway, and
 * its refusal is shown at the field.
 */
export function addressChecksOrNone(): Promise<AddressChecks | null> {
  return loadAddressChecks().catch(() => null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The checks once loaded (null before, and on the server): a component renders again when they arrive. */
export function useAddressChecks(): AddressChecks | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
