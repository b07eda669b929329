import { createRng } from '../../apps/api/src/seed/prng.ts';
import type { Paint } from './art-types.ts';
import { hue } from './svg.ts';

const ACCENTS = [
  '#f59e0b',
  '#ef4444',
  '#10b981',
  '#3b82f6',
  '#ec4899',
  '#8b5cf6',
  '#f97316',
  '#14b8a6',
  '#facc15',
];

/** Accent colour for a main colour: seeded, but never a near twin of it. */
export function accentFor(main: string, seed: number): string {
  const h = hue(main);
  const far = ACCENTS.filter((a) => {
    if (h < 0) return true;
    const d = Math.abs(hue(a) - h);
    return Math.min(d, 360 - d) > 60;
  });
  return createRng(seed * 13 + 5).pick(far.length ? far : ACCENTS);
}

/** Short cover title from a product name: "The Quiet Orchard — a novel" → "The Quiet Orchard". */
export function coverTitle(name: string): string {
  return name.split(/ — |: | \(/)[0] ?? name;
}

export function paintFor(main: string, seed: number, name: string): Paint {
  return { main, accent: accentFor(main, seed), seed, title: coverTitle(name) };
}
