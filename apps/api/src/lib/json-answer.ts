import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * An answer kept as the JSON text the route would have sent. Answer caches hold this rather than the
 * object, so a hit skips the response schema's encoding and JSON.stringify: at 100k products those two
 * were a fifth of the CPU a cached search costs.
 */
export function jsonAnswer<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  // The same steps as the route's serializer: encode through the schema (unknown keys dropped), stringify.
  return JSON.stringify(z.encode(schema, value));
}

/** Sends JSON text as it is: Fastify does not serialize a string whose content type is JSON. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
