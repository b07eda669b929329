import type { Language } from '@store/shared/constants';
import { COMMON } from './email-strings.ts';
import { html, type SafeHtml } from './html.ts';

/** What every template needs besides the order: the language and where the shop lives. */
export interface RenderContext {
  lang: Language;
  /** Absolute link to the customer's orders page. */
  ordersUrl: string;
  /** A guest order's private link (absolute), where the e-mail's button leads instead. */
  privateOrderUrl?: string;
  shopName: string;
}

/** A finished e-mail: subject, plain-text part and HTML part. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** One piece of an e-mail's body, as HTML and as its plain-text twin. */
export interface Block {
  html: SafeHtml;
  text: string;
}

export interface EmailBody {
  subject: string;
  heading: string;
  blocks: readonly Block[];
  /** The button under the body; the customer's orders page when absent. */
  link?: { href: string; label: string };
}

/**
 * Inline styles only: many mail clients drop <style> elements and block remote stylesheets, fonts and
 * images, so everything a message needs to look right travels inside it.
 */
export const STYLE = {
  font: 'font-family:Arial,Helvetica,sans-serif;color:#18181b;',
  p: 'margin:0 0 16px;font-size:15px;line-height:1.5;',
  h2: 'margin:24px 0 8px;font-size:16px;',
  muted: 'color:#71717a;font-size:13px;',
  cell: 'padding:8px 0;border-bottom:1px solid #e4e4e7;font-size:14px;vertical-align:top;',
  right: 'text-align:right;white-space:nowrap;',
  button:
    'display:inline-block;padding:12px 20px;background:#18181b;color:#ffffff;border-radius:6px;' +
    'text-decoration:none;font-weight:bold;font-size:15px;',
} as const;

/** A paragraph of plain words. */
export function paragraph(text: string): Block {
  return { html: html`<p style="${STYLE.p}">${text}</p>`, text };
}

/** Wraps a template's body in the shop's frame: header, heading, its link (else the orders page), footer. */
export function renderLayout(ctx: RenderContext, body: EmailBody): RenderedEmail {
  const t = COMMON[ctx.lang];
  const footer = t.footer(ctx.shopName);
  const link = body.link ?? { href: ctx.ordersUrl, label: t.viewOrders };
  const page = html`<!DOCTYPE html>
    <html lang="${ctx.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${body.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f4f5;">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px;${STYLE.font}"
              >
                <tr>
                  <td
                    style="padding:20px 32px;border-bottom:1px solid #e4e4e7;font-size:20px;font-weight:bold;"
                  >
                    ${ctx.shopName}
                  </td>
                </tr>
                <tr>
                  <td style="padding:32px;">
                    <h1 style="margin:0 0 16px;font-size:22px;">${body.heading}</h1>
                    ${body.blocks.map((b) => b.html)}
                    <p style="margin:24px 0 0;">
                      <a href="${link.href}" style="${STYLE.button}">${link.label}</a>
                    </p>
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 32px;border-top:1px solid #e4e4e7;${STYLE.muted}">${footer}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  const text = [
    body.heading,
    ...body.blocks.map((b) => b.text),
    `${link.label}${t.colon}${link.href}`,
    // "-- " on its own line is the signature delimiter mail clients recognise.
    `-- \n${footer}`,
  ].join('\n\n');
  return { subject: body.subject, text: `${text}\n`, html: page.value };
}
