import { useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderResponse } from '@store/shared/schemas/admin-orders';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

/** GET /api/admin/orders/{id}: the order with its customer, timeline and valid next statuses. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  const answer = await adminRequest<AdminOrderResponse>(`/orders/${encodeURIComponent(id)}`, { signal });
  return answer.order;
}

/** One order's details, read afresh each time the modal opens. */
export function useAdminOrder(id: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: adminOrdersKey(token, 'detail', id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 0,
    retry: false,
  });
}
