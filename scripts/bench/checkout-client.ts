/**
 * One customer's checkout over HTTP, as the storefront makes it: payment intent, the test provider's
 * card confirmation, then the order. Customers run through a pool with a bounded number in flight.
 */
import type { CreatePaymentIntentResponse, TestConfirmResponse } from '@store/shared/schemas/checkout';
import type { ApiError } from '@store/shared/schemas/common';
import type { OrderResponse } from '@store/shared/schemas/orders';
import { Agent, request } from 'node:http';
import { ADDRESS, CARDS } from '../../apps/api/src/test/checkout.ts';
import type { Customer } from './checkout-data.ts';

const CARD = { number: CARDS.succeeds, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
/** A request that takes longer than this counts as failed rather than hanging the benchmark. */
const TIMEOUT_MS = 60_000;

export type Outcome =
  | { kind: 'placed'; orderId: string; confirmMs: number; checkoutMs: number }
  /** Refused at the intent with 409 (sold out, or fewer units left than the cart asks). */
  | { kind: 'refused'; code: string }
  /** Anything else: an unexpected status, a declined card, a network error. */
  | { kind: 'failed'; step: string; detail: string };

interface Answer<T> {
  status: number;
  body: T | ApiError | null;
}

/**
 * Kept-alive connections (the pool bounds how many are in flight). node:http rather than fetch: the customers run
 * on the same two cores as the server and the database, and fetch costs several times more CPU per
 * request, which the server would then not have.
 */
const agent = new Agent({ keepAlive: true });

function post<T>(url: string, payload: object, token?: string): Promise<Answer<T>> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          let parsed: T | ApiError | null = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as T | ApiError;
          } catch {
            // Not JSON (a proxy page, an empty body): the status says enough.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

const codeOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : 'no code';

/** Intent → test card confirmation → order, timing the last call and the whole checkout. */
export async function checkout(base: string, customer: Customer): Promise<Outcome> {
  const started = performance.now();
  const step = async <T>(name: string, run: () => Promise<Answer<T>>): Promise<Answer<T> | Outcome> => {
    try {
      return await run();
    } catch (error) {
      return { kind: 'failed', step: name, detail: error instanceof Error ? error.message : String(error) };
    }
  };
  const isOutcome = (value: Answer<unknown> | Outcome): value is Outcome => 'kind' in value;

  const intent = await step('intent', () =>
    post<CreatePaymentIntentResponse>(
      `${base}/api/payment/create-payment-intent`,
      { cartId: customer.cartId, shippingAddress: ADDRESS, billingAddress: ADDRESS },
      customer.token,
    ),
  );
  if (isOutcome(intent)) return intent;
  if (intent.status === 409) return { kind: 'refused', code: codeOf(intent.body) };
  if (intent.status !== 200) {
    return { kind: 'failed', step: 'intent', detail: `${intent.status} ${codeOf(intent.body)}` };
  }
  const { paymentIntentId, clientSecret } = intent.body as CreatePaymentIntentResponse;

  const paid = await step('test confirm', () =>
    post<TestConfirmResponse>(`${base}/api/payment/test/confirm`, {
      paymentIntentId,
      clientSecret,
      card: CARD,
    }),
  );
  if (isOutcome(paid)) return paid;
  const payStatus = paid.status === 200 ? (paid.body as TestConfirmResponse).status : null;
  if (payStatus !== 'succeeded') {
    return {
      kind: 'failed',
      step: 'test confirm',
      detail: `${paid.status} ${payStatus ?? codeOf(paid.body)}`,
    };
  }

  const confirmStarted = performance.now();
  const order = await step('confirm', () =>
    post<OrderResponse>(
      `${base}/api/payment/confirm`,
      { paymentIntentId, cartId: customer.cartId },
      customer.token,
    ),
  );
  if (isOutcome(order)) return order;
  const ended = performance.now();
  if (order.status !== 200) {
    return { kind: 'failed', step: 'confirm', detail: `${order.status} ${codeOf(order.body)}` };
  }
  return {
    kind: 'placed',
    orderId: (order.body as OrderResponse).order._id,
    confirmMs: ended - confirmStarted,
    checkoutMs: ended - started,
  };
}

/** Runs `work` on every item with at most `concurrency` in flight; answers in the items' order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Nearest-rank percentile of a list of milliseconds; 0 for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}
