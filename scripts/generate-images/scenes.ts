import { COLOURS, type ColourName } from '@store/shared/colours';
import type { ArtKind } from '../../apps/api/src/seed/catalogue-types.ts';
import { ARTS } from './art-registry.ts';
import { paintFor } from './paint.ts';
import { circle, Ctx, ellipse, floorShadow, group, hsl, path, rect, svgDoc } from './svg.ts';

/** Category cards and hero backgrounds: several objects or a wide scene. */

type Placed = readonly [art: ArtKind, colour: ColourName, cx: number, scale: number];

/** Three objects of a category, the middle one largest, on a hued studio backdrop. */
export function categorySvg(label: string, h: number, items: readonly Placed[]): string {
  const x = new Ctx();
  const wash = x.rad(
    [
      [0, hsl(h, 0.7, 0.96)],
      [0.7, hsl(h, 0.55, 0.9)],
      [1, hsl(h, 0.45, 0.82)],
    ],
    0.5,
    0.35,
    0.8,
  );
  let content =
    rect(0, 0, 800, 800, 0, wash) +
    circle(400, 360, 300, hsl(h, 0.6, 0.87)) +
    ellipse(400, 660, 380, 60, hsl(h, 0.45, 0.84));
  items.forEach(([art, colour, cx, scale], i) => {
    const spec = ARTS[art];
    const floor = spec.floor ?? 645;
    const drawn = spec.draw(x, paintFor(COLOURS[colour].hex, 97 + i, label));
    content +=
      floorShadow(x, cx, 662, (spec.spread ?? 250) * scale, 14, 0.3) +
      group(drawn, { transform: `translate(${cx} 660) scale(${scale}) translate(-400 ${-floor})` });
  });
  return svgDoc(x, 800, 800, content, label);
}

/** Dark studio backdrop with glowing rings, for the headphones slide. */
export function studioNightSvg(): string {
  const x = new Ctx();
  const sky = x.lin(
    [
      [0, '#0b1026'],
      [0.6, '#1e1b4b'],
      [1, '#312e81'],
    ],
    0,
    0,
    1,
    1,
  );
  const glow = (cx: number, cy: number, r: number, c: string) =>
    circle(
      cx,
      cy,
      r,
      x.rad([
        [0, c, 0.55],
        [1, c, 0],
      ]),
    );
  const stars = Array.from({ length: 28 }, (_, i) =>
    circle((i * 577) % 1600, (i * 263) % 700, 1.5 + (i % 3), '#fff', { opacity: 0.25 + (i % 4) * 0.1 }),
  ).join('');
  const rings = [140, 220, 300, 380]
    .map((r) => circle(1150, 350, r, 'none', { stroke: '#a5b4fc', 'stroke-width': 2, opacity: 0.18 }))
    .join('');
  return svgDoc(
    x,
    1600,
    700,
    rect(0, 0, 1600, 700, 0, sky) +
      glow(1150, 350, 420, '#7c3aed') +
      glow(300, 650, 380, '#2563eb') +
      glow(1450, 80, 240, '#db2777') +
      rings +
      stars +
      path('M0 560 C400 500 900 640 1600 540 V700 H0Z', '#0b1026', { opacity: 0.6 }),
    'Studio lights at night',
  );
}

/** Layered mountains at sunset, for the outdoors slide. */
export function mountainsSvg(): string {
  const x = new Ctx();
  const sky = x.lin([
    [0, '#1e3a8a'],
    [0.45, '#c026d3'],
    [0.8, '#fb923c'],
    [1, '#fde68a'],
  ]);
  const trees = Array.from({ length: 22 }, (_, i) => {
    const tx = 20 + i * 76;
    const th = 60 + ((i * 37) % 50);
    return path(`M${tx} 700 L${tx + 22} ${640 - th} L${tx + 44} 700Z`, '#0f172a');
  }).join('');
  return svgDoc(
    x,
    1600,
    700,
    rect(0, 0, 1600, 700, 0, sky) +
      circle(1120, 420, 90, '#fef3c7', { opacity: 0.9 }) +
      path(
        'M0 480 L220 300 L380 420 L560 240 L760 430 L940 280 L1120 440 L1300 300 L1600 470 V700 H0Z',
        '#7c3aed',
        { opacity: 0.55 },
      ) +
      path(
        'M0 540 L180 420 L360 520 L600 380 L820 540 L1040 420 L1260 560 L1460 440 L1600 520 V700 H0Z',
        '#4c1d95',
        { opacity: 0.8 },
      ) +
      path('M0 610 C300 560 600 640 900 590 C1200 540 1400 620 1600 590 V700 H0Z', '#1e1b4b') +
      trees,
    'Mountains at sunset',
  );
}
