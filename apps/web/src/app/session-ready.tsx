import { Outlet } from 'react-router';
import { AppLoading } from '../components/ui/app-loading.tsx';
import { useSession } from '../lib/session-context.ts';

/**
 * Pages about the signed-in shopper (cart, checkout, orders, the admin…) wait until the session is
 * known. The server never knows it, so their HTML holds this loading state, not a guest's page.
 */
export function SessionReady() {
  return useSession().status === 'initialising' ? <AppLoading /> : <Outlet />;
}
