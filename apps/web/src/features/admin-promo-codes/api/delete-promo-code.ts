import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';
import { promoCodesKey } from './get-promo-codes.ts';

/** DELETE /api/admin/promo-codes/{id} (204); orders placed with the code keep its name. */
export function deletePromoCode(id: string): Promise<unknown> {
  return adminRequest(`/promo-codes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a code, then reads the list again. */
export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: () => refetchAfterChange(queryClient, promoCodesKey(token)),
  });
}
