import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDeleteResponse,
  AdminUserResponse,
  AdminUserUpdate,
} from '@store/shared/schemas/admin-users';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { adminUsersKey } from './get-admin-users.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

const path = (id: string) => `/users/${encodeURIComponent(id)}`;

/** PUT /api/admin/users/{id}: role, permissions, active state. */
export function updateUser({ id, body }: { id: string; body: AdminUserUpdate }): Promise<AdminUserResponse> {
  return adminRequest(path(id), { method: 'PUT', body });
}

/** DELETE /api/admin/users/{id}: deleted, or anonymised when orders refer to the account. */
export function deleteUser(id: string): Promise<AdminUserDeleteResponse> {
  return adminRequest(path(id), { method: 'DELETE' });
}

function useUsersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn,
    onSettled: () => refetchAfterChange(queryClient, adminUsersKey(token)),
  });
}

export const useUpdateUser = () => useUsersMutation(updateUser);
export const useDeleteUser = () => useUsersMutation(deleteUser);
