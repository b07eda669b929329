import { useCallback, useState } from 'react';
import type { ShippingMethod } from '@store/shared/constants';
import type { Cart } from '@store/shared/schemas/cart';
import type { CreatePaymentIntentResponse } from '@store/shared/schemas/checkout';
import { useCreatePaymentIntent } from './api/create-payment-intent.ts';
import { addressBody } from './checkout-address.ts';
import { billingOf, type CheckoutDetails } from './checkout-details.ts';
import { pricedWith } from './checkout-totals.ts';

/** What a payment is for, as the page can tell: each line's quantity and price, and the total. */
export function cartKey(cart: Cart): string {
  return JSON.stringify([cart.items.map((item) => [item._id, item.quantity, item.price]), cart.total]);
}

interface Current {
  intent: CreatePaymentIntentResponse;
  /** The server cart read back once the intent was made: what the shopper sees beside "Pay". */
  cartKey: string | null;
  /** The shipping method the intent was priced with: its amount is the cart's total by this method. */
  method: ShippingMethod;
}

/**
 * The checkout's payment intent, kept in step with the server cart: another tab may change the cart
 * while this one shows the payment step. `request` makes (or moves) the intent for the cart as it is
 * now and reads that cart back for the summary; `stillCurrent`, called before the card is taken, reads
 * the cart again and, if it changed, moves the intent to it instead of letting the old amount be paid.
 */
export function useCheckoutIntent(
  cartId: string | null,
  details: CheckoutDetails,
  refetchCart: () => Promise<Cart | undefined>,
) {
  const create = useCreatePaymentIntent();
  const { mutateAsync } = create;
  const [current, setCurrent] = useState<Current | null>(null);
  const [syncing, setSyncing] = useState(false);
  const request = useCallback(async (): Promise<CreatePaymentIntentResponse> => {
    if (!cartId) throw new Error('no server cart');
    setSyncing(true);
    try {
      const intent = await mutateAsync({
        cartId,
        shippingAddress: addressBody(details.shipping),
        billingAddress: addressBody(billingOf(details)),
        saveAddress: details.saveAddress,
        shippingMethod: details.shippingMethod,
        // A guest's only (a customer's is blank, and so not sent): where the confirmation goes.
        email: details.email.trim() || undefined,
      });
      const cart = await refetchCart();
      const method = details.shippingMethod;
      const shown = cart && pricedWith(cart, method).total === intent.amount ? cartKey(cart) : null;
      setCurrent({ intent, cartKey: shown, method });
      return intent;
    } finally {
      setSyncing(false);
    }
  }, [cartId, details, mutateAsync, refetchCart]);

  /**
   * Null when the intent still matches the server cart; otherwise the intent moved to the cart as it
   * is now (whose amount the shopper must see before paying).
   */
  const stillCurrent = useCallback(async (): Promise<CreatePaymentIntentResponse | null> => {
    const cart = await refetchCart();
    const known = current;
    if (
      cart &&
      known &&
      pricedWith(cart, known.method).total === known.intent.amount &&
      cartKey(cart) === known.cartKey
    ) {
      return null;
    }
    return request();
  }, [current, refetchCart, request]);

  return {
    intent: current?.intent ?? null,
    cartKey: current?.cartKey ?? null,
    /** An intent is being made or moved, or its cart read back. */
    syncing,
    request,
    stillCurrent,
  };
}
