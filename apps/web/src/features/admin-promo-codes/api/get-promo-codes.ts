import { useQuery } from '@tanstack/react-query';
import type { AdminPromoCode, AdminPromoCodeList } from '@store/shared/schemas/admin-promo-codes';
import { adminQueryKey, adminRequest, rethrowLoadFailure } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query key of the promo code list (one per signed-in staff member). */
export const promoCodesKey = (token: string | null) => adminQueryKey(token, 'promo-codes');

/** GET /api/admin/promo-codes: every code, alphabetically, with its uses and revenue. */
export async function getPromoCodes(signal?: AbortSignal): Promise<AdminPromoCode[]> {
  const answer = await adminRequest<AdminPromoCodeList>('/promo-codes', { signal });
  return answer.promoCodes;
}

/** The promo codes, read afresh on every visit: their uses and revenue move with every order. */
export function usePromoCodes() {
  const { token } = useSession();
  return useQuery({
    queryKey: promoCodesKey(token),
    queryFn: async ({ signal }) => {
      try {
        return await getPromoCodes(signal);
      } catch (error) {
        return rethrowLoadFailure('Failed to load promo codes', error, signal);
      }
    },
    staleTime: 0,
    retry: false,
  });
}
