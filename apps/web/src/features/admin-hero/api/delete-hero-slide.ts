import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { heroSlidesKey } from './get-hero-slides.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** DELETE /api/admin/hero/{id}. */
export function deleteHeroSlide(id: string): Promise<unknown> {
  return adminRequest(`/hero/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a slide, then reads the list again. */
export function useDeleteHeroSlide() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: deleteHeroSlide,
    onSuccess: () => refetchAfterChange(queryClient, heroSlidesKey(token)),
  });
}
