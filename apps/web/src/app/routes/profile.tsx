import { ProfilePage } from '../../features/account/components/profile-page.tsx';
import { privatePageHandle } from '../../ssr/page-head.ts';

/** Profile with its tabs: personal info, addresses, preferences (storefront §2). */
export function Component() {
  return <ProfilePage />;
}

export const handle = privatePageHandle('profile');
