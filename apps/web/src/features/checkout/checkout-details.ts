import type { ShippingMethod } from '@store/shared/constants';
import type { User } from '@store/shared/schemas/auth';
import { EMPTY_ADDRESS, defaultAddress, prefilledAddress, type AddressFields } from './checkout-address.ts';

/** What the shopper has filled in so far; kept by the checkout while they move between its steps. */
export interface CheckoutDetails {
  shipping: AddressFields;
  /** The saved address chosen to deliver to; null for one typed (a new one, or any without a book). */
  addressId: string | null;
  /** 'Save this address to my account'. */
  saveAddress: boolean;
  /** Storefront §5: ticked by default. */
  sameAsShipping: boolean;
  billing: AddressFields;
  /** How the order travels; the server prices the payment by it. */
  shippingMethod: ShippingMethod;
}

export function initialDetails(user: User): CheckoutDetails {
  return {
    shipping: prefilledAddress(user),
    addressId: defaultAddress(user)?._id ?? null,
    saveAddress: false,
    sameAsShipping: true,
    billing: EMPTY_ADDRESS,
    shippingMethod: 'standard',
  };
}

/** The billing address to send: the shipping one while 'Use same as shipping' is ticked. */
export function billingOf(details: CheckoutDetails): AddressFields {
  return details.sameAsShipping ? details.shipping : details.billing;
}
