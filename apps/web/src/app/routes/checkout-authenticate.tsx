import { AuthenticatePage } from '../../features/checkout/components/authenticate-page.tsx';

/** The built-in test provider's 3-D Secure page; Stripe shows its own instead. */
export function Component() {
  return <AuthenticatePage />;
}
