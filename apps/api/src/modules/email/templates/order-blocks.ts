import { countryName } from '@store/shared/country-names';
import { type Language, VARIANT_ATTRIBUTES, type VariantAttribute } from '@store/shared/constants';
import { optionValueLabel } from '@store/shared/option-values';
import { formatPrice } from '@store/shared/money';
import type { Order, OrderAddress, OrderItem } from '@store/shared/schemas/orders';
import { COMMON } from './email-strings.ts';
import { html } from './html.ts';
import { type Block, type RenderContext, STYLE } from './layout.ts';

/** Pieces of an order that several e-mails show, each as HTML and plain text. */

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * The card as "Visa ending in 4242": brand and last four digits only, never more, whatever the order
 * snapshot holds. Null when the payment carries neither.
 */
export function cardLabel(order: Order, lang: Language): string | null {
  return cardOf(order.payment.cardBrand, order.payment.lastFour, lang);
}

/** The same label from a brand and last four digits alone (a payment that has no order). */
export function cardOf(cardBrand: string | null, lastFour: string | null, lang: Language): string | null {
  if (!lastFour) return cardBrand ? brandName(cardBrand) : null;
  const digits = lastFour.replace(/\D/g, '').slice(-4);
  return COMMON[lang].card(cardBrand ? brandName(cardBrand) : '', digits).trim();
}

function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** A date in the reader's language ("September 21, 2026" / "21 septembre 2026"); raw when unparsable. */
export function formatDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(COMMON[lang].locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const isOptionName = (name: string): name is VariantAttribute =>
  (VARIANT_ATTRIBUTES as readonly string[]).includes(name);

/** 'Color: Black, Size: M' / 'Couleur : Noir, Taille : M', worded as the storefront's cart does. */
function optionsOf(item: OrderItem, lang: Language): string {
  const t = COMMON[lang];
  return Object.entries(item.selectedOptions)
    .filter(([, value]) => value)
    .map(([name, value]) => {
      const label = isOptionName(name) ? t.optionNames[name] : name;
      return `${label}${t.colon}${optionValueLabel(value, lang)}`;
    })
    .join(', ');
}

/** The lines bought: name, options, quantity and line total. */
export function itemsBlock(order: Order, lang: Language): Block {
  const t = COMMON[lang];
  const rows = order.items.map((item) => {
    const options = optionsOf(item, lang);
    return html`<tr>
      <td style="${STYLE.cell}">
        ${item.name}${options && html`<br /><span style="${STYLE.muted}">${options}</span>`}
      </td>
      <td style="${STYLE.cell}${STYLE.right}padding-left:12px;">
        ${item.quantity} × ${formatPrice(item.price)}
      </td>
      <td style="${STYLE.cell}${STYLE.right}padding-left:12px;">${formatPrice(item.lineTotal)}</td>
    </tr>`;
  });
  const lines = order.items.map((item) => {
    const options = optionsOf(item, lang);
    const named = `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}`;
    return `- ${named}${t.colon}${formatPrice(item.lineTotal)}`;
  });
  return {
    html: html`<h2 style="${STYLE.h2}">${t.items}</h2>
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
        ${rows}
      </table>`,
    text: `${t.items}\n${lines.join('\n')}`,
  };
}

/** Subtotal, discount (with its code), tax, shipping (or Free) and total. */
export function totalsBlock(order: Order, lang: Language): Block {
  const t = COMMON[lang];
  const { pricing } = order;
  const rows: Array<[string, string]> = [[t.subtotal, formatPrice(pricing.subtotal)]];
  if (pricing.discount > 0) rows.push([t.discount(order.couponCode), `−${formatPrice(pricing.discount)}`]);
  rows.push([t.tax, formatPrice(pricing.tax)]);
  rows.push([t.shipping, pricing.shipping > 0 ? formatPrice(pricing.shipping) : t.free]);
  const total: [string, string] = [t.total, formatPrice(pricing.total)];
  const cells = rows.map(
    ([label, value]) =>
      html`<tr>
        <td style="padding:4px 0;font-size:14px;">${label}</td>
        <td style="padding:4px 0;font-size:14px;${STYLE.right}">${value}</td>
      </tr>`,
  );
  return {
    html: html`<table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style="margin-top:8px;"
    >
      ${cells}
      <tr>
        <td style="padding:8px 0;font-size:16px;font-weight:bold;border-top:1px solid #e4e4e7;">
          ${total[0]}
        </td>
        <td style="padding:8px 0;font-size:16px;font-weight:bold;border-top:1px solid #e4e4e7;${STYLE.right}">
          ${total[1]}
        </td>
      </tr>
    </table>`,
    text: [...rows, total].map(([label, value]) => `${label}${t.colon}${value}`).join('\n'),
  };
}

/** An address as the post writes it, the country named in the e-mail's language. */
function addressLines(a: OrderAddress, lang: Language): string[] {
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.street,
    [a.city, a.state, a.zipCode].filter(Boolean).join(', '),
    countryName(a.country, lang),
    a.phone,
  ].filter(Boolean);
}

/** A titled list of label/value lines, e.g. the shipping address or the carrier and tracking number. */
export function sectionBlock(title: string, lines: readonly string[]): Block {
  return {
    html: html`<h2 style="${STYLE.h2}">${title}</h2>
      <p style="${STYLE.p}">${lines.map((line, i) => html`${i > 0 && html`<br />`}${line}`)}</p>`,
    text: `${title}\n${lines.join('\n')}`,
  };
}

export function shippingAddressBlock(order: Order, lang: Language): Block {
  return sectionBlock(COMMON[lang].shippingAddress, addressLines(order.shippingAddress, lang));
}

export function billingAddressBlock(order: Order, lang: Language): Block {
  return sectionBlock(COMMON[lang].billingAddress, addressLines(order.billingAddress, lang));
}

/** The button to the order itself: a guest's private link, else the customer's orders page (which opens it). */
export function orderLink(order: Order, ctx: RenderContext): { href: string; label: string } {
  return {
    href: ctx.privateOrderUrl ?? `${ctx.ordersUrl}?order=${encodeURIComponent(order.id)}`,
    label: COMMON[ctx.lang].viewOrder,
  };
}

export function paymentBlock(order: Order, lang: Language): Block | null {
  const card = cardLabel(order, lang);
  return card ? sectionBlock(COMMON[lang].payment, [card]) : null;
}

/** How the order travels and by when it arrives at the latest. */
export function deliveryBlock(order: Order, lang: Language): Block {
  const t = COMMON[lang];
  return sectionBlock(t.estimatedDelivery, [
    t.shippingMethod[order.shipping.method],
    formatDate(order.shipping.estimatedDelivery, lang),
  ]);
}
