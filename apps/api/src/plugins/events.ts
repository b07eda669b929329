import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus, SHARED_EVENTS, type StoreEventName, type StoreEvents } from '../lib/events.ts';
import { SignInHooks } from '../lib/sign-in-hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named events between modules (orderPlaced, orderCancelled, catalogueChanged). */
    events: EventBus;
    /** What modules do, inside the transaction, when a shopper signs in (lib/sign-in-hooks.ts). */
    signIn: SignInHooks;
  }
}

/** The Redis channel shared events travel on between the shop's processes. */
const CHANNEL = 'store-events';

interface RelayedEvent {
  /** The process that emitted it: it has told its own listeners already. */
  origin: string;
  name: StoreEventName;
  payload: unknown;
}

function isRelayedEvent(value: unknown): value is RelayedEvent {
  if (!value || typeof value !== 'object') return false;
  const { origin, name } = value as Record<string, unknown>;
  return typeof origin === 'string' && SHARED_EVENTS.includes(name as StoreEventName);
}

/**
 * One event bus for the app's lifetime. With REDIS_URL set, shared events (catalogueChanged) are
 * published on a Redis channel and every other process receives them through its own subscriber
 * connection (a subscribed connection can do nothing else), so a write in one process clears every
 * process's caches within milliseconds. Redis being down only delays that to the caches' own expiry:
 * publishing never fails the write that caused it.
 */
async function eventsPlugin(app: FastifyInstance): Promise<void> {
  const events = new EventBus();
  app.decorate('events', events);
  app.decorate('signIn', new SignInHooks());
  const redis = app.redis;
  if (!redis) return;

  const origin = randomBytes(8).toString('hex');
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  app.addHook('onClose', async () => void subscriber.disconnect());
  subscriber.on('error', (err) => app.log.warn({ err }, 'event subscriber'));
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const event: unknown = JSON.parse(text);
      if (isRelayedEvent(event) && event.origin !== origin) {
        events.receive(event.name, event.payload as StoreEvents[typeof event.name]);
      }
    } catch (err) {
      app.log.warn({ err }, 'unreadable event on the Redis channel');
    }
  });
  await subscriber.subscribe(CHANNEL);

  events.setRelay((name, payload) => {
    const message = JSON.stringify({ origin, name, payload } satisfies RelayedEvent);
    redis.publish(CHANNEL, message).catch((err: unknown) => app.log.warn({ err }, `publishing ${name}`));
  });
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['redis'] });
