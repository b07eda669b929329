import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown of a content page to the HTML the storefront shows. Staff write the Markdown, but a page
 * is public: whatever HTML it carries (Markdown lets raw HTML through) is cut down to a fixed set of
 * text tags, so no script, style, iframe, form, event handler (on*) or javascript:/data: address
 * can reach a shopper's browser, and a stolen staff account cannot plant one either.
 */

// Its own instance: options set here never leak into another user of marked.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // rel is set below for outside links; an author's own rel is harmless.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // Relative addresses ('/pages/returns', '#top') stay; of the absolute ones only these schemes.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A script's or style's text is dropped with it; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leaving the site open without handing it this page (window.opener, referrer).
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};
/** The page's Markdown as sanitised HTML. */
export function renderPageHtml(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, SANITIZE);
}
