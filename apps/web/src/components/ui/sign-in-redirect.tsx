import { Navigate, useLocation } from 'react-router';

/**
 * Sends a signed-out shopper to /login, which brings them back to this page once signed in (storefront
 * §6: checkout redirects anonymous users to /login). Slashes stay readable ('/login?redirect=/checkout').
 */
export function SignInRedirect() {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`).replaceAll('%2F', '/');
  return <Navigate to={`/login?redirect=${back}`} state={{ from: location }} replace />;
}
