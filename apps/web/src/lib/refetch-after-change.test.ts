import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from './refetch-after-change.ts';

/** The keys of a product list, as a feature's key factory makes them. */
const productKeys = {
  all: ['products'] as const,
  list: (search: string) => ['products', { search }] as const,
};

/** A list whose first read is under way when the server changes it, watched as a screen would. */
function listUnderWay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server = { rows: ['lamp', 'vase'] };
  const observer = new QueryObserver(client, {
    queryKey: productKeys.list('lamp'),
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
    await refetchAfterChange(client, productKeys.all);
    expect(client.getQueryData(productKeys.list('lamp'))).toEqual(['vase']);
    stop();
  });

  it('is needed: invalidating alone hands on the answer begun before the change', async () => {
    const { client, server, stop } = listUnderWay();
    server.rows = ['vase'];
    await client.invalidateQueries({ queryKey: productKeys.all });
    expect(client.getQueryData(productKeys.list('lamp'))).toEqual(['lamp', 'vase']);
    stop();
  });
});
