import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHeroSlide } from '@store/shared/schemas/admin-hero';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { heroSlidesKey } from './get-hero-slides.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

/** PUT /api/admin/hero/reorder {slides}: the full new order; answers the slides as now ordered. */
export async function reorderHeroSlides(slides: readonly AdminHeroSlide[]): Promise<AdminHeroSlide[]> {
  const answer = await adminRequest<{ slides: AdminHeroSlide[] }>('/hero/reorder', {
    method: 'PUT',
    body: { slides: slides.map((slide) => slide._id) },
  });
  return answer.slides;
}

/** Sends a new order; the list changes only once the server has it (admin §4), to its answer. */
export function useReorderHeroSlides() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: reorderHeroSlides,
    onSuccess: (slides) => queryClient.setQueryData(heroSlidesKey(token), slides),
    // A refused order means the screen was stale (another editor): show the slides as they are.
    onError: () => refetchAfterChange(queryClient, heroSlidesKey(token)),
  });
}
