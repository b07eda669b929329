import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks the server's own API calls while it renders a page (server-render.ts). */
export const INTERNAL_REQUEST_HEADER = 'x-internal-request';

/** Made at start and never sent out: no caller outside this process can present it. */
export const INTERNAL_REQUEST_TOKEN = randomBytes(24).toString('hex');

/**
 * True for a call this process made to itself to render a page. The page's own request was counted by
 * the rate limiter already; its few API calls are not counted again.
 */
export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
}
