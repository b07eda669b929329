import { AuthenticatePage } from '../../features/checkout/components/authenticate-page.tsx';

/** The built-in test provider's 3-D Secure page; Stripe shows its own instead. */
export function Component() {
  return <AuthenticatePage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:checkout';
