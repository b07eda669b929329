import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for Stripe's API, enough for the store's calls: payment intents (create, update,
 * retrieve with latest_charge, cancel) and refunds. It records every request (path, form body,
 * idempotency key) so tests can check what the store sent; `succeed` plays the browser confirming.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: null | {
    id: string;
    object: 'charge';
    payment_method_details: { card: { brand: string; last4: string } };
  };
  last_payment_error: null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, unknown>();

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(await readBody(request));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, form, idempotencyKey });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(body));
      };
      const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const remember = (body: unknown) => {
        if (idempotencyKey) byKey.set(idempotencyKey, body);
        send(200, body);
      };
      const parts = url.pathname.split('/').filter(Boolean);
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_fake_${randomBytes(8).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata: metadataOf(form),
          latest_charge: null,
          last_payment_error: null,
        };
        intents.set(id, intent);
        return remember(intent);
      }
      if (parts[0] === 'v1' && parts[1] === 'payment_intents' && parts[2]) {
        const intent = intents.get(parts[2]);
        if (!intent)
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          });
        if (request.method === 'GET') {
          const expanded = [...url.searchParams].some(
            ([key, value]) => key.startsWith('expand') && value === 'latest_charge',
          );
          return send(
            200,
            expanded ? intent : { ...intent, latest_charge: intent.latest_charge?.id ?? null },
          );
        }
        if (parts[3] === 'cancel') intent.status = 'canceled';
        else {
          if (form.has('amount')) intent.amount = Number(form.get('amount'));
          intent.metadata = { ...intent.metadata, ...metadataOf(form) };
        }
        return send(200, intent);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        return remember({
          id: `re_fake_${randomBytes(6).toString('hex')}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown ${url.pathname}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    intents,
    requests,
    /** What the browser's confirmation would do: the intent succeeds with this card. */
    succeed(intentId: string, card = { brand: 'mastercard', last4: '4444' }) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.latest_charge = { id: `ch_${intentId}`, object: 'charge', payment_method_details: { card } };
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
