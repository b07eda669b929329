import { useQuery } from '@tanstack/react-query';
import type { AdminHeroSlide } from '@store/shared/schemas/admin-hero';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useSession } from '../../../lib/session-context.ts';

/** Query key of the admin slide list (one per signed-in staff member). */
export const heroSlidesKey = (token: string | null) => adminQueryKey(token, 'hero');

/** GET /api/admin/hero: every slide, active or not, in slider order. */
export function getHeroSlides(signal?: AbortSignal): Promise<AdminHeroSlide[]> {
  return adminRequest<AdminHeroSlide[]>('/hero', { signal });
}

/** The slides, read afresh on every visit. */
export function useHeroSlides() {
  const { token } = useSession();
  return useQuery({
    queryKey: heroSlidesKey(token),
    queryFn: ({ signal }) => getHeroSlides(signal),
    staleTime: 0,
    retry: false,
  });
}
