import { Suspense } from 'react';
import { loadTextBundle } from '../../../i18n/i18n.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import type { GuestContactProps } from './guest-contact.tsx';

// Only a guest's checkout has it: the field, its words and the shop's setting stay out of the
// checkout's first load (the JavaScript budget), and most checkouts, a customer's, never fetch them.
const GuestContact = preloadedComponent<GuestContactProps>(() =>
  import('./guest-contact.tsx').then(async (module) => {
    await loadTextBundle(module.texts);
    return module.GuestContact;
  }),
);

/** Fetches the guest's part ahead, as soon as the checkout knows the shopper is a guest. */
export const preloadGuestContact = GuestContact.preload;

/** The guest's e-mail field, with a placeholder of its height while its code arrives. */
export function GuestContactPart(props: GuestContactProps) {
  return (
    <Suspense fallback={<Skeleton width="100%" height={96} radius="var(--radius-md)" />}>
      <GuestContact {...props} />
    </Suspense>
  );
}
