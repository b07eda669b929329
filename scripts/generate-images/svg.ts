/** Tiny SVG toolkit for the shop illustrations: colours, gradients with de-duplicated ids, shapes. */

export type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours, t = 0 gives a. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter towards white (amount > 0) or darker towards black (amount < 0). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

export function hue(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 0.08) return -1; // grey: no meaningful hue
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

/** Short numbers keep the files small. */
const num = (v: number): string => String(Math.round(v * 10) / 10);

type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Collects <defs> for one SVG document and hands out short, unique gradient ids. */
export class Ctx {
  private defs = new Map<string, string>();

  private add(body: (id: string) => string, key: string): string {
    let id = this.defs.get(key)?.match(/id="(\w+)"/)?.[1];
    if (!id) {
      id = `g${this.defs.size}`;
      this.defs.set(key, body(id));
    }
    return `url(#${id})`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient from (x1,y1) to (x2,y2) in object-bounding-box units. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const attrs = `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
    return this.add(
      (id) => `<linearGradient id="${id}" ${attrs}>${this.stops(stops)}</linearGradient>`,
      `l${attrs}${JSON.stringify(stops)}`,
    );
  }

  /** Radial gradient centred at (cx,cy) with radius r, in bounding-box units. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const attrs = `cx="${cx}" cy="${cy}" r="${r}"`;
    return this.add(
      (id) => `<radialGradient id="${id}" ${attrs}>${this.stops(stops)}</radialGradient>`,
      `r${attrs}${JSON.stringify(stops)}`,
    );
  }

  /** Any other definition (a pattern, a clip path); returns its id. */
  def(key: string, body: (id: string) => string): string {
    const existing = this.defs.get(key)?.match(/id="(\w+)"/)?.[1];
    if (existing) return existing;
    const id = `g${this.defs.size}`;
    this.defs.set(key, body(id));
    return id;
  }

  /** A body shaded from a light top-left to a darker bottom-right. */
  body(colour: string, light = 0.28, dark = -0.22): string {
    return this.lin(
      [
        [0, shade(colour, light)],
        [0.55, colour],
        [1, shade(colour, dark)],
      ],
      0,
      0,
      1,
      1,
    );
  }

  /** Horizontal shading of a cylinder: dark edges, a bright band left of centre. */
  cyl(colour: string): string {
    return this.lin(
      [
        [0, shade(colour, -0.28)],
        [0.3, shade(colour, 0.3)],
        [0.45, shade(colour, 0.12)],
        [1, shade(colour, -0.35)],
      ],
      0,
      0,
      1,
      0,
    );
  }

  /** A dark glossy screen. */
  screen(tint = '#3b5bdb'): string {
    return this.lin(
      [
        [0, mix('#0f172a', tint, 0.45)],
        [0.6, '#111827'],
        [1, mix('#0b1020', tint, 0.25)],
      ],
      0,
      0,
      1,
      1,
    );
  }

  defsSvg(): string {
    return this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
  }
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  a: Attrs = {},
): string => `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  `<circle${attrs({ cx, cy, r, fill, ...a })}/>`;
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
): string => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...a })}/>`;
export const path = (d: string, fill: string, a: Attrs = {}): string => `<path${attrs({ d, fill, ...a })}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  a: Attrs = {},
): string =>
  `<path${attrs({ d: `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`, stroke, 'stroke-width': w, 'stroke-linecap': 'round', fill: 'none', ...a })}/>`;
export const group = (content: string, a: Attrs = {}): string => `<g${attrs(a)}>${content}</g>`;
export const text = (x: number, y: number, content: string, a: Attrs): string =>
  `<text${attrs({ x, y, ...a })}>${content}</text>`;

/** Text safe inside XML content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** A complete SVG document. */
export function svgDoc(ctx: Ctx, width: number, height: number, content: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${ctx.defsSvg()}${content}</svg>\n`;
}

/** Soft floor shadow under an object. */
export function floorShadow(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry = rx * 0.12,
  strength = 0.28,
): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    ctx.rad([
      [0, '#0f172a', strength],
      [1, '#0f172a', 0],
    ]),
  );
}

/** A soft fold or crease on fabric: a light or dark translucent shape. */
export const fold = (d: string, dark = false): string =>
  path(d, dark ? '#000' : '#fff', { opacity: dark ? 0.08 : 0.12 });

/** A dashed seam. */
export const stitch = (d: string, colour: string): string =>
  path(d, 'none', { stroke: colour, 'stroke-width': 3, 'stroke-dasharray': '8 7', opacity: 0.7 });
