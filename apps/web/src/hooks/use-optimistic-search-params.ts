import { startTransition, useCallback, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The URL's query parameters as page state. A change shows at once, while the router moves to the new
 * address in a transition: without this a ticked box or a chosen sort would spring back for a moment,
 * because the router's update lands a little later than the click.
 */
export function useOptimisticSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [shown, setShown] = useOptimistic(params);
  const setParams = useCallback(
    (next: URLSearchParams) => {
      startTransition(async () => {
        setShown(next);
        const search = next.toString();
        await navigate({ search: search ? `?${search}` : '' });
      });
    },
    [navigate, setShown],
  );
  return [shown, setParams];
}
