import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '@store/shared/schemas/store-settings';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query key of the shop's settings (one per signed-in staff member). */
const settingsKey = (token: string | null) => adminQueryKey(token, 'settings');

/** GET /api/admin/settings, read afresh on every visit. */
export function useStoreSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: settingsKey(token),
    queryFn: async ({ signal }) =>
      (await adminRequest<{ settings: StoreSettings }>('/settings', { signal })).settings,
    staleTime: 0,
    retry: false,
  });
}

/** PUT /api/admin/settings with the settings to change; the screen then shows them as saved. */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: async (changes: Partial<StoreSettings>) =>
      (await adminRequest<{ settings: StoreSettings }>('/settings', { method: 'PUT', body: changes }))
        .settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(token), settings),
  });
}
