import { LoginPage } from '../../features/account/components/login-page.tsx';

/** Sign-in page, the target of checkout's redirect for anonymous shoppers (storefront §2). */
export function Component() {
  return <LoginPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:auth,guestCheckout';
