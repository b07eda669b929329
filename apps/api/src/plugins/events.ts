import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus } from '../lib/events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named events between modules (orderPlaced, orderCancelled, catalogueChanged). */
    events: EventBus;
  }
}

/** One event bus for the app's lifetime. */
async function eventsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('events', new EventBus());
}

export default fp(eventsPlugin, { name: 'events' });
