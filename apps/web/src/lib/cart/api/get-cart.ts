import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { Cart, CartResponse } from '@store/shared/schemas/cart';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest, retryServerFailureOnce } from '../../api-client.ts';
import { identityHeaders } from '../../identity-headers.ts';
import { useDropStaleToken } from '../../session-errors.ts';
import { useSession } from '../../session-context.ts';
import { writeStoredCart } from '../stored-cart.ts';

/** GET /api/cart?lang: the owner's cart (bearer token, else the guest session), priced now. */
export function getCart(lang: Language, token: string | null, signal?: AbortSignal): Promise<CartResponse> {
  return apiRequest<CartResponse>('/cart', { lang, headers: identityHeaders(token), signal });
}

export type CartQueryKey = readonly ['cart', string | null, Language];

/** Every cart query, of any owner and language: what an order placed or a reorder refreshes. */
export const ALL_CARTS = ['cart'] as const;

/** One cart per owner (the token, null for the guest session) and language: a change reads it afresh. */
export function useCartQueryKey(): CartQueryKey {
  const { token } = useSession();
  const lang = useLanguage();
  return ['cart', token, lang];
}

/**
 * The shopper's cart, shared by the header badge, the sidebar, the cart page and every add button.
 * `alwaysOnFocus`: read it again on every return to the tab, however fresh (checkout, where another
 * tab's change must show before paying).
 */
export function useCart({ alwaysOnFocus = false }: { alwaysOnFocus?: boolean } = {}): UseQueryResult<Cart> {
  const key = useCartQueryKey();
  const dropStaleToken = useDropStaleToken();
  const { status } = useSession();
  return useQuery({
    queryKey: key,
    // Not before the session is known: a stored token is checked first (and the server knows none).
    enabled: status === 'ready',
    queryFn: async ({ signal }) => {
      try {
        const { cart } = await getCart(key[2], key[1], signal);
        writeStoredCart(cart);
        return cart;
      } catch (error) {
        dropStaleToken(error);
        throw error;
      }
    },
    // The same owner's cart in the other language stands in while the new names load; another
    // owner's never does (after a sign-out the guest must not see the account's lines).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === key[1] ? previous : undefined,
    // Another tab may have changed it; a minute old is fine for a badge, and focus brings it back.
    staleTime: 60_000,
    refetchOnWindowFocus: alwaysOnFocus ? 'always' : true,
    // A 4xx (stale token, no session) will not heal by asking again.
    retry: retryServerFailureOnce,
  });
}
