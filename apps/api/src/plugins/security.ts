import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BOOT_SCRIPT } from '@store/shared/boot-script';

/** The CSP source that lets a page's one inline script run (apps/web's entry-server.tsx writes it). */
const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The CSP allows only this origin: the app ships every script, style, font and image it needs (nothing
 * loads from a CDN). With Stripe configured, Stripe.js and its frames join it, as Stripe documents:
 * the card fields live in Stripe's iframes so card numbers never touch this page.
 */
function helmetOptions(stripe: boolean): HelmetOptions {
  const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE, ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product, category and hero images may be URLs on the shop's image host or CDN (admin forms
        // accept any https address); images cannot run code, so any https origin is allowed.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeApi],
        frameSrc: ["'self'", ...stripeFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once. With these options they are the same for every response,
 * and building them per request (as the Fastify wrapper does) re-parsed the CSP each time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * API answers are `no-store` unless a route says otherwise: most depend on the caller (token, guest
 * session, staff role), and one that forgot to say so must never be kept by a browser or a shared proxy.
 */
const API_HEADERS = { 'cache-control': 'no-store' };

/** Security headers on every response, and compression for clients that accept it. */
async function securityPlugin(app: FastifyInstance, opts: { stripe: boolean }): Promise<void> {
  const headers = helmetHeaders(helmetOptions(opts.stripe));
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.url.startsWith('/api/')) void reply.headers(API_HEADERS);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}

export default fp(securityPlugin, { name: 'security' });
