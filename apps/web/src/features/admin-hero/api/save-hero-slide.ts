import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHeroSlide, HeroSlideFormInput } from '@store/shared/schemas/admin-hero';
import { adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';
import { heroSlidesKey } from './get-hero-slides.ts';
import { refetchAfterChange } from '../../../lib/refetch-after-change.ts';

interface SaveSlide {
  /** The slide being edited; absent for a new one. */
  id?: string;
  values: HeroSlideFormInput;
}

/** POST /api/admin/hero or PUT /api/admin/hero/{id} (the whole slide); answers the saved slide. */
export async function saveHeroSlide({ id, values }: SaveSlide): Promise<AdminHeroSlide> {
  const answer = await adminRequest<{ slide: AdminHeroSlide }>(
    id ? `/hero/${encodeURIComponent(id)}` : '/hero',
    { method: id ? 'PUT' : 'POST', body: values },
  );
  return answer.slide;
}

/** Saves a slide (an edit, or activating by sending it with the flag flipped), then reads the list again. */
export function useSaveHeroSlide() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: saveHeroSlide,
    onSuccess: () => refetchAfterChange(queryClient, heroSlidesKey(token)),
  });
}
