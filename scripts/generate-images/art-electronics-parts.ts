import { type Ctx, circle, path, rect, shade } from './svg.ts';

/** Pieces shared by the electronics drawings: lenses, screens and reflections. */

export const SANS = 'Helvetica, Arial, sans-serif';

/** A camera lens: dark ring, glassy centre, a glint. */
export function lens(x: Ctx, cx: number, cy: number, r: number): string {
  const glass = x.rad(
    [
      [0, '#4f6fa8'],
      [0.45, '#1b2540'],
      [1, '#05070d'],
    ],
    0.4,
    0.35,
    0.7,
  );
  return (
    circle(cx, cy, r + 4, '#0b0d12') +
    circle(cx, cy, r, glass) +
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.22, '#fff', { opacity: 0.55 })
  );
}

/** A colourful screen wallpaper inside a rounded rectangle. */
export function wallpaper(
  x: Ctx,
  px: number,
  py: number,
  w: number,
  h: number,
  r: number,
  main: string,
  accent: string,
): string {
  const bg = x.lin(
    [
      [0, shade(accent, 0.25)],
      [0.55, main],
      [1, shade(main, -0.45)],
    ],
    0,
    0,
    1,
    1,
  );
  const wave = `M${px} ${py + h * 0.55}C${px + w * 0.35} ${py + h * 0.42} ${px + w * 0.6} ${py + h * 0.72} ${px + w} ${py + h * 0.58}V${py + h - r}Q${px + w} ${py + h} ${px + w - r} ${py + h}H${px + r}Q${px} ${py + h} ${px} ${py + h - r}Z`;
  return (
    rect(px, py, w, h, r, bg) +
    path(wave, shade(accent, -0.1), { opacity: 0.55 }) +
    path(wave, '#fff', { opacity: 0.12, transform: `translate(0 ${h * 0.12})` })
  );
}

/** A soft diagonal reflection across glass or gloss. */
export const glare = (d: string): string => path(d, '#fff', { opacity: 0.1 });
