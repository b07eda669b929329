import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagePreview } from '@store/shared/schemas/admin-pages';
import { adminQueryKey, adminRequest } from '../../../components/admin/admin-api.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useSession } from '../../../lib/session-context.ts';

/** How long typing must pause before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

/** POST /api/admin/pages/preview: the Markdown as the storefront will show it (sanitised HTML). */
export async function previewPage(body: string, signal?: AbortSignal): Promise<string> {
  const answer = await adminRequest<PagePreview>('/pages/preview', {
    method: 'POST',
    body: { body },
    signal,
  });
  return answer.html;
}

/** The live preview of `markdown`, rendered by the server once typing pauses; the last one stays meanwhile. */
export function usePagePreview(markdown: string) {
  const { token } = useSession();
  const settled = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  return useQuery({
    queryKey: adminQueryKey(token, 'pages', 'preview', settled),
    queryFn: ({ signal }) => previewPage(settled, signal),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
