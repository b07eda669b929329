import { ContentPage } from '../../features/content-page/components/content-page.tsx';

/** A Page Builder page at /pages/:slug (About, Shipping, Returns…): its own chunk, fetched on first visit. */
export function Component() {
  return <ContentPage />;
}
/** The sections of the UI texts only this page uses (the entry leaves them out). */
export { default as texts } from 'texts:contentPage';
