/**
 * "Continue as guest" on the sign-in page checkout sent the shopper to (issue 22), remembered for this
 * tab (sessionStorage): a reload of /checkout, or the card provider's return page, stays a guest's
 * checkout. Here, not in a feature: the sign-in page sets it and the checkout reads it.
 */
const KEY = 'checkout-as-guest';

/** Where storage is disabled, the choice still holds until the page is left. */
let chosenHere = false;

export function chooseGuestCheckout(): void {
  chosenHere = true;
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage disabled: chosenHere stands in.
  }
}

export function guestCheckoutChosen(): boolean {
  try {
    return chosenHere || window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return chosenHere;
  }
}

/** The guest's order is placed, or the shop takes none: the next checkout asks again. */
export function forgetGuestCheckout(): void {
  chosenHere = false;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
