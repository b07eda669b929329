import { PassThrough, Readable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@store/shared/constants';
import { AppRoutes, loadMatchedPages, matchAppRoutes } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { serverTranslations } from './i18n/server-i18n.ts';
import { TranslationsProvider } from './i18n/use-translation.ts';
import { setApiFetch, type ApiFetch } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { memoizedBootTags, takeTemplateScripts } from './ssr/boot-tags.ts';
import { headTags, scriptJson } from './ssr/head-tags.ts';
import {
  inlineTemplateStyles,
  memoizedAssetTags,
  type ReadStyle,
  type ViteManifest,
} from './ssr/page-assets.ts';
import type { HeadInput, PageHead, ServerLoadContext } from './ssr/page-head.ts';
import { serverPages } from './ssr/server-pages.ts';
import { SSR_DATA_ID, type SsrData } from './ssr/ssr-data.ts';

export interface RendererOptions {
  /** The built index.html: the page around the app. */
  template: string;
  manifest: ViteManifest;
  /** The shop's public address, for canonical links and structured data. */
  origin: string;
  /** How the page's queries reach the API from inside the server. */
  apiFetch: ApiFetch;
  /** The text of a built stylesheet, to write it into the page. */
  readStyle: ReadStyle;
}

export interface RenderResult {
  status: number;
  body: Readable;
}

/** A page that takes longer than this to render is sent as far as it got (and the browser finishes it). */
const RENDER_TIMEOUT_MS = 10_000;

const ROOT = '<div id="root"></div>';

type Matches = ReturnType<typeof matchAppRoutes>;

/** Fills the request's query cache with what every route of the page shows. */
async function prefetchPage(matches: Matches, context: ServerLoadContext, url: URL): Promise<void> {
  await Promise.all(
    matches.flatMap(({ route, params }) => serverPages[route.id]?.prefetch?.(context, { params, url }) ?? []),
  );
}

/** The page's head: the deepest route that describes itself, else the shop's own description. */
function pageHead(matches: Matches, input: Omit<HeadInput, 'params'>): PageHead {
  for (const { route, params } of [...matches].reverse()) {
    const head = serverPages[route.id]?.head;
    if (head) return head({ ...input, params });
  }
  return { description: input.t('meta.description') };
}

/** The template cut, once, where each page puts its language, its head tags and its app. */
interface Template {
  /** Up to `<html lang="`. */
  beforeLang: string;
  /** From the language's closing quote to the end of the head, less the shop's default title and description. */
  head: string;
  /** From `</head>` to the root element's content. */
  body: string;
  /** After the root element's content. */
  end: string;
}

function cutTemplate(template: string): Template {
  const html = /<html lang="[^"]*"/.exec(template);
  const headEnd = template.indexOf('</head>');
  const root = template.indexOf(ROOT);
  if (!html || headEnd < 0 || root < 0)
    throw new Error('index.html has no <html lang>, </head> or empty #root');
  return {
    beforeLang: template.slice(0, html.index) + '<html lang="',
    head: template
      .slice(html.index + html[0].length, headEnd)
      // The page's own title and description replace the shop's defaults.
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace(/\s*<meta\s+name="description"[^>]*>/, ''),
    body: `${template.slice(headEnd, root)}<div id="root">`,
    end: `</div>${template.slice(root + ROOT.length)}`,
  };
}

/** The document before the rendered app: the page's language and head tags in the template. */
function documentStart(template: Template, lang: Language, tags: string): string {
  return `${template.beforeLang}${lang}"${template.head}  ${tags}\n  ${template.body}`;
}

/**
 * Renders storefront pages on the server with the same routes, components and queries as the browser:
 * each route's prefetch fills a query cache for this request, React renders the page from it, and the
 * answers travel in the page so the browser hydrates without asking again.
 */
export function createRenderer(options: RendererOptions) {
  setApiFetch(options.apiFetch);
  const { template: withoutScripts, scripts } = takeTemplateScripts(options.template);
  const template = cutTemplate(inlineTemplateStyles(withoutScripts, options.readStyle));
  const assetTagsOf = memoizedAssetTags(options.manifest, options.readStyle);
  const bootTagsOf = memoizedBootTags(options.manifest, scripts);

  return async function render(path: string, lang: Language): Promise<RenderResult> {
    const url = new URL(path, options.origin);
    const queryClient = createQueryClient();
    const context: ServerLoadContext = { queryClient, lang };
    const matches = matchAppRoutes(url.pathname);
    await Promise.all([loadMatchedPages(url.pathname), prefetchPage(matches, context, url)]);

    const translations = serverTranslations(lang);
    const t = translations.getFixedT(lang);
    const head = pageHead(matches, { url, origin: options.origin, lang, t, queryClient });
    const routeIds = matches.map((match) => match.route.id);
    const tags = `${headTags(head, { origin: options.origin, url, lang })}\n    ${assetTagsOf(routeIds)}`;
    const start = documentStart(template, lang, tags);
    const data: SsrData = { queries: dehydrate(queryClient) };
    const dataBlock = `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(data)}</script>`;
    const status = head.status ?? 200;

    const app = (
      <TranslationsProvider value={translations}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </TranslationsProvider>
    );

    return new Promise<RenderResult>((resolve, reject) => {
      const stream = renderToPipeableStream(app, {
        // The whole page at once, each Suspense boundary in place however big: its data was fetched
        // already, and the CSP would block the inline scripts React moves late or large parts with.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const rendered = new PassThrough();
          stream.pipe(rendered);
          async function* page() {
            yield start;
            for await (const chunk of rendered) yield chunk as Buffer;
            yield dataBlock + template.end.replace('</body>', `${bootTagsOf(routeIds)}\n  </body>`);
          }
          resolve({ status, body: Readable.from(page()) });
        },
        onShellError: reject,
        onError(error) {
          console.error('Server rendering failed in part of the page:', error);
        },
      });
      setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
    });
  };
}
