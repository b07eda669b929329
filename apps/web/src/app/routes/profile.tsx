import { ProfilePage } from '../../features/account/components/profile-page.tsx';

/** Profile with its tabs: personal info, addresses, preferences (storefront §2). */
export function Component() {
  return <ProfilePage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:profile,auth';
