import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from './refetch-after-change.ts';

/** A list whose first read is under way when the server changes it, watched as a screen would. */
function listUnderWay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server = { rows: ['lamp', 'vase'] };
  const observer = new QueryObserver(client, {
    queryKey: ['products', { search: 'lamp' }],
    // Answers what the server held when the request arrived, a little later.
    queryFn: async () => {
      const rows = [...server.rows];
      await new Promise((resolve) => setTimeout(resolve, 20));
      return rows;
    },
  });
  const stop = observer.subscribe(() => undefined);
  return { client, server, stop };
}

describe('refetchAfterChange', () => {
  it('shows the list as it is after the change, not the answer of a read begun before it', async () => {
    const { client, server, stop } = listUnderWay();
    server.rows = ['vase'];
    await refetchAfterChange(client, ['products']);
    expect(client.getQueryData(['products', { search: 'lamp' }])).toEqual(['vase']);
    stop();
  });

  it('is needed: invalidating alone hands on the answer begun before the change', async () => {
    const { client, server, stop } = listUnderWay();
    server.rows = ['vase'];
    await client.invalidateQueries({ queryKey: ['products'] });
    expect(client.getQueryData(['products', { search: 'lamp' }])).toEqual(['lamp', 'vase']);
    stop();
  });
});
