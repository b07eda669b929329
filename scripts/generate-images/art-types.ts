import type { Ctx } from './svg.ts';

/** What a drawing gets: its main colour, a matching accent, a seed for small variations, a title for covers. */
export interface Paint {
  main: string;
  accent: string;
  seed: number;
  title: string;
}

/**
 * A drawing of one object on an 800 × 800 canvas, centred on x = 400 and standing on y ≈ 640, with
 * its own shading but no background (the caller adds backdrop, floor shadow and framing).
 */
export type Art = (x: Ctx, p: Paint) => string;

/** A drawing and where it stands: the y of its lowest point and the half-width of its shadow. */
export interface ArtSpec {
  draw: Art;
  floor?: number;
  spread?: number;
}
