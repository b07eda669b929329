import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@store/shared/constants';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../lib/internal-request.ts';

/** Where the web build keeps the server's renderer (apps/web: `vite build --ssr`). */
const RENDERER = join('.ssr', 'entry-server.js');
const MANIFEST = join('.vite', 'manifest.json');

interface RenderResult {
  status: number;
  body: Readable;
}

/** What apps/web/src/entry-server.tsx exports. */
interface RendererModule {
  createRenderer(options: {
    template: string;
    manifest: unknown;
    origin: string;
    apiFetch: (url: string, init: RequestInit) => Promise<Response>;
    readStyle: (href: string) => string | null;
  }): (path: string, lang: Language) => Promise<RenderResult>;
}

export type RenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The page's language: the address's `lang` (hreflang links), else the shopper's remembered choice. */
function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  const remembered = cookie(request, LANGUAGE_COOKIE);
  return isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
}

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, String(item));
  }
  return headers;
}

/**
 * Loads the web build's server renderer, if the build has one. Its API calls stay inside this process
 * (`inject`): no socket, no second trip through the network, marked so the rate limiter skips them.
 */
export async function loadRenderer(
  app: FastifyInstance,
  root: string,
  origin: string,
): Promise<RenderPage | null> {
  const rendererPath = join(root, RENDERER);
  if (!existsSync(rendererPath)) return null;
  const module = (await import(pathToFileURL(rendererPath).href)) as RendererModule;
  // The build's stylesheets, read once: the renderer writes a page's styles into it.
  const styles = new Map<string, string | null>();
  const readStyle = (href: string): string | null => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
    if (!styles.has(href)) {
      const path = join(root, href);
      styles.set(href, existsSync(path) ? readFileSync(path, 'utf8') : null);
    }
    return styles.get(href) ?? null;
  };
  const render = module.createRenderer({
    template: readFileSync(join(root, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(root, MANIFEST), 'utf8')) as unknown,
    origin,
    readStyle,
    apiFetch: async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: {
          ...(init.headers as Record<string, string>),
          [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN,
        },
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: headersOf(answer.headers),
      });
    },
  });

  return async (request, reply) => {
    const result = await render(request.url, pageLanguage(request));
    return (
      reply
        .status(result.status)
        .header('Cache-Control', 'no-cache')
        // The language may come from the cookie: a cache must not hand a French page to another shopper.
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(result.body)
    );
  };
}
