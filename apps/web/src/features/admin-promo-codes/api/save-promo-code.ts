import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPromoCode,
  AdminPromoCodeResponse,
  PromoCodeValues,
} from '@store/shared/schemas/admin-promo-codes';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';
import { promoCodesKey } from './get-promo-codes.ts';

interface SavePromoCode {
  /** The code being edited; absent for a new one. */
  id?: string;
  values: PromoCodeValues;
}

/** POST /api/admin/promo-codes or PUT /api/admin/promo-codes/{id}; answers the saved code. */
export async function savePromoCode({ id, values }: SavePromoCode): Promise<AdminPromoCode> {
  const path = id ? `/promo-codes/${encodeURIComponent(id)}` : '/promo-codes';
  const answer = await adminRequest<AdminPromoCodeResponse>(path, {
    method: id ? 'PUT' : 'POST',
    body: values,
  });
  return answer.promoCode;
}

/** Saves a code, then reads the list again (a renamed code moves in the alphabetical order). */
export function useSavePromoCode() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: savePromoCode,
    onSuccess: () => refetchAfterChange(queryClient, promoCodesKey(token)),
  });
}
