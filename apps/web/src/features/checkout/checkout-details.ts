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
  /** A guest's e-mail, where the confirmation goes (issue 22); a customer's is the account's: blank. */
  email: string;
}

/** A customer starts from their saved address; a guest (null) from a blank form. */
export function initialDetails(user: User | null): CheckoutDetails {
  return {
    shipping: user ? prefilledAddress(user) : EMPTY_ADDRESS,
    addressId: (user && defaultAddress(user)?._id) ?? null,
    saveAddress: false,
    sameAsShipping: true,
    billing: EMPTY_ADDRESS,
    shippingMethod: 'standard',
    email: '',
  };
}

/** The billing address to send: the shipping one while 'Use same as shipping' is ticked. */
export function billingOf(details: CheckoutDetails): AddressFields {
  return details.sameAsShipping ? details.shipping : details.billing;
}
