import { HomePage } from '../../features/home/components/home-page.tsx';

/** Home (storefront §1): its own chunk, so the other pages' first load does not carry its carousels. */
export function Component() {
  return <HomePage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:home';
