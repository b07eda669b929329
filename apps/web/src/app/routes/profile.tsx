import { ProfilePage } from '../../features/account/components/profile-page.tsx';

/** Profile with its tabs: personal info, addresses, preferences (storefront §2). */
export function Component() {
  return <ProfilePage />;
}
