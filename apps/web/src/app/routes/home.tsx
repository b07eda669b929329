import { HomePage } from '../../features/home/components/home-page.tsx';

/** Home (storefront §1): its own chunk, so the other pages' first load does not carry its carousels. */
export function Component() {
  return <HomePage />;
}
