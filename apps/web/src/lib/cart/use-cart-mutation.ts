import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';
import type { Cart, CartResponse } from '@store/shared/schemas/cart';
import { logCallFailure, useDropStaleToken } from '../session-errors.ts';
import { useCartQueryKey } from './api/get-cart.ts';
import { writeStoredCart } from './stored-cart.ts';

const CART_MUTATION_KEY = ['cart-change'] as const;

interface CartMutationOptions<V> {
  request: (variables: V, lang: Language) => Promise<CartResponse>;
  /** The change as the shopper expects it, shown before the server answers. */
  optimistic?: (cart: Cart, variables: V) => Cart;
  /** Clear keeps the emptied cart even when the call fails (storefront §4, §8). */
  keepOnError?: boolean;
  /** Names the call in the log when it fails. */
  what: string;
}

/**
 * A change to the cart: optimistic, rolled back and re-thrown on failure (storefront §4). Changes run
 * one after another (one mutation scope), and only the last one's answer is written, so a quick
 * second click is never overwritten by the first click's answer.
 */
export function useCartMutation<V>({
  request,
  optimistic,
  keepOnError = false,
  what,
}: CartMutationOptions<V>): UseMutationResult<CartResponse, Error, V, { previous: Cart | undefined }> {
  const queryClient = useQueryClient();
  const key = useCartQueryKey();
  const dropStaleToken = useDropStaleToken();

  const setCart = (cart: Cart) => {
    queryClient.setQueryData<Cart>(key, cart);
    writeStoredCart(cart);
  };
  const isLastChange = () => queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1;

  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: { id: 'cart' },
    mutationFn: (variables: V) => request(variables, key[2]),
    onMutate: async (variables) => {
      // A GET in flight must not land on top of the optimistic change.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (optimistic && previous) setCart(optimistic(previous, variables));
      return { previous };
    },
    onSuccess: (answer) => {
      if (isLastChange()) setCart(answer.cart);
    },
    onError: (error, _variables, context) => {
      logCallFailure(what, error);
      dropStaleToken(error);
      if (!keepOnError && context?.previous) setCart(context.previous);
    },
    onSettled: (_answer, error) => {
      // After a failure the cart may differ from any snapshot (an earlier change went through).
      if (error && !keepOnError && isLastChange()) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
