import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@store/shared/schemas/admin-orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrdersKey } from './get-admin-orders.ts';
import { updateOrderStatusOptions } from './update-order-status.ts';

const TOKEN = 'token';
const ID = '0123456789abcdef01234567';
const detailKey = adminOrdersKey(TOKEN, 'detail', ID);
const listKey = adminOrdersKey(TOKEN, 'list', { page: 1, search: '', status: '', dateFrom: '', dateTo: '' });

// Only the fields the cache handling reads; the rest of an order does not matter here.
const order = (status: AdminOrder['status']) => ({ _id: ID, status }) as AdminOrder;
const toProcessing = { status: 'processing', trackingNumber: undefined, carrier: undefined } as const;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A client holding the open order's details and the list page behind it, and what fetch was asked. */
function cached() {
  const client = new QueryClient();
  client.setQueryData(detailKey, order('confirmed'));
  client.setQueryData(listKey, { orders: [], pagination: { current: 1, pages: 1, total: 0 } });
  const move = new MutationObserver(client, updateOrderStatusOptions(client, TOKEN));
  return { client, move };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('moving an order from the details dialog', () => {
  it('shows the answer as the order’s details without reading it again, and reads the list again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(answer(200, { success: true, message: 'ok', order: order('processing') }));
    vi.stubGlobal('fetch', fetchMock);
    const { client, move } = cached();
    await move.mutate({ id: ID, values: toProcessing });
    expect(client.getQueryData(detailKey)).toEqual(order('processing'));
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the details again after a refused move: someone else may have moved the order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        answer(409, {
          error: 'An order that is processing cannot become processing',
          code: 'INVALID_TRANSITION',
          details: { from: 'processing', to: 'processing' },
        }),
      ),
    );
    const { client, move } = cached();
    await expect(move.mutate({ id: ID, values: toProcessing })).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
    });
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
