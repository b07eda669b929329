import type { ArtView } from '../../apps/api/src/seed/product-images.ts';
import { createRng } from '../../apps/api/src/seed/prng.ts';
import type { ArtSpec, Paint } from './art-types.ts';
import { circle, Ctx, ellipse, floorShadow, group, hsl, hue, path, rect, svgDoc } from './svg.ts';

/** Backdrop hue for a product colour: a soft complement, or a seeded pastel for greys. */
export function backdropHue(main: string, seed: number): number {
  const h = hue(main);
  const rng = createRng(seed);
  if (h < 0) return rng.pick([205, 230, 260, 330, 20, 160, 45]);
  return (h + rng.pick([160, 185, 210, 30, -30]) + 360) % 360;
}

/** Studio backdrop: a light radial wash and one soft shape, varied by hue and seed. */
function backdrop(x: Ctx, h: number, seed: number): string {
  const rng = createRng(seed * 7 + 1);
  const wash = x.rad(
    [
      [0, hsl(h, 0.6, 0.97)],
      [0.7, hsl(h, 0.5, 0.92)],
      [1, hsl(h, 0.42, 0.86)],
    ],
    0.5,
    0.4,
    0.75,
  );
  const blob = hsl(h, 0.55, 0.89);
  const shapes = [
    circle(400, 380, 270, blob),
    circle(rng.int(180, 620), rng.int(160, 320), rng.int(170, 230), blob),
    path('M0 560 C200 500 600 620 800 540 V800 H0Z', blob),
    rect(120, 110, 560, 560, 280, blob, { transform: 'rotate(18 400 390)' }),
  ];
  return (
    rect(0, 0, 800, 800, 0, wash) +
    rng.pick(shapes) +
    circle(rng.int(80, 720), rng.int(60, 200), rng.int(14, 34), hsl(h, 0.6, 0.83), { opacity: 0.7 })
  );
}

/** The object framed for one of the product views. */
function framed(x: Ctx, art: string, spec: ArtSpec, view: ArtView, h: number): string {
  const floor = spec.floor ?? 645;
  const spread = spec.spread ?? 250;
  switch (view) {
    case 'main':
      return floorShadow(x, 400, floor + 4, spread) + art;
    case 'angle':
      return (
        floorShadow(x, 410, floor + 14, spread * 0.95) +
        group(art, { transform: 'rotate(-8 400 420) translate(10 18) scale(0.96)' })
      );
    case 'closeup':
      return group(art, { transform: 'translate(-250 -160) scale(1.62)' });
    case 'stage': {
      const top = hsl(h, 0.35, 0.96);
      const side = x.lin([
        [0, hsl(h, 0.3, 0.86)],
        [1, hsl(h, 0.35, 0.74)],
      ]);
      return (
        path('M170 640 V700 A230 46 0 0 0 630 700 V640Z', side) +
        ellipse(400, 640, 230, 46, top) +
        floorShadow(x, 400, 636, spread * 0.74, 20, 0.24) +
        group(art, { transform: `translate(400 640) scale(0.74) translate(-400 ${-floor})` })
      );
    }
  }
}

export function productSvg(spec: ArtSpec, paint: Paint, view: ArtView, label: string): string {
  const x = new Ctx();
  const h = backdropHue(paint.main, paint.seed);
  const art = spec.draw(x, paint);
  return svgDoc(x, 800, 800, backdrop(x, h, paint.seed) + framed(x, art, spec, view, h), label);
}

/** Just the object with a floor shadow on a transparent background (hero product images). */
export function cutoutSvg(spec: ArtSpec, paint: Paint, label: string): string {
  const x = new Ctx();
  const art = spec.draw(x, paint);
  return svgDoc(
    x,
    800,
    800,
    floorShadow(x, 400, (spec.floor ?? 645) + 4, spec.spread ?? 250, undefined, 0.35) + art,
    label,
  );
}
