import type { Art } from './art-types.ts';
import { glare, lens } from './art-electronics-parts.ts';
import { circle, ellipse, group, path, rect, shade } from './svg.ts';

/** Electronics: headphones, earbuds, speakers, cameras and game controllers. */

export const headphones: Art = (x, p) => {
  const body = x.body(p.main, 0.35, -0.3);
  const cushion = x.lin(
    [
      [0, '#3a3f4b'],
      [1, '#0f1117'],
    ],
    0,
    0,
    1,
    1,
  );
  const cup = (cx: number, flip: number) =>
    rect(cx - 62, 380, 124, 210, 58, body) +
    rect(cx - 62 + (flip > 0 ? 84 : 8), 392, 30, 186, 15, cushion) +
    ellipse(cx + (flip > 0 ? -12 : 12), 485, 26, 44, shade(p.main, 0.3), { opacity: 0.35 });
  return (
    path('M250 410 C240 170 560 170 550 410', 'none', {
      stroke: shade(p.main, -0.35),
      'stroke-width': 40,
      'stroke-linecap': 'round',
    }) +
    path('M250 410 C240 170 560 170 550 410', 'none', {
      stroke: body,
      'stroke-width': 30,
      'stroke-linecap': 'round',
    }) +
    path('M290 300 C320 215 480 215 510 300', 'none', {
      stroke: '#111827',
      'stroke-width': 26,
      'stroke-linecap': 'round',
    }) +
    rect(238, 360, 24, 60, 10, '#9ca3af') +
    rect(538, 360, 24, 60, 10, '#9ca3af') +
    cup(238, 1) +
    cup(562, -1)
  );
};

export const earbuds: Art = (x, p) => {
  const white = x.lin(
    [
      [0, '#ffffff'],
      [0.7, '#e5e7eb'],
      [1, '#c7cbd1'],
    ],
    0,
    0,
    1,
    1,
  );
  const bud = (cx: number, cy: number, rot: number) =>
    group(
      rect(cx - 20, cy, 40, 130, 20, white) +
        circle(cx, cy, 48, white) +
        circle(cx + 14, cy - 8, 22, shade(p.main, -0.1)) +
        circle(cx + 8, cy - 14, 6, '#fff', { opacity: 0.6 }) +
        rect(cx - 8, cy + 112, 16, 14, 5, '#9ca3af'),
      { transform: `rotate(${rot} ${cx} ${cy + 60})` },
    );
  return (
    rect(
      200,
      330,
      300,
      270,
      110,
      x.lin(
        [
          [0, shade(p.main, 0.45)],
          [1, shade(p.main, -0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    path('M200 440 H500', 'none', { stroke: shade(p.main, -0.25), 'stroke-width': 3 }) +
    circle(350, 520, 7, '#4ade80') +
    glare('M215 380 L480 360 L490 400 L210 430Z') +
    bud(560, 290, 18) +
    bud(640, 350, 32)
  );
};

export const speaker: Art = (x, p) => {
  const fabric = x.def(
    'fab',
    (id) =>
      `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2.6" fill="#000" opacity=".18"/></pattern>`,
  );
  return (
    rect(270, 150, 260, 480, 130, x.cyl(p.main)) +
    rect(270, 150, 260, 480, 130, `url(#${fabric})`) +
    ellipse(400, 178, 112, 24, shade(p.main, -0.35)) +
    rect(360, 290, 80, 220, 40, shade(p.main, -0.2), { opacity: 0.65 }) +
    path('M400 330 V362 M384 346 H416 M384 460 H416', 'none', {
      stroke: '#fff',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    path('M355 166 C350 92 450 92 445 166', 'none', {
      stroke: p.accent,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }) +
    ellipse(400, 610, 118, 22, shade(p.main, -0.45))
  );
};

export const camera: Art = (x, p) => {
  const body = x.body(p.main, 0.18, -0.3);
  return (
    path('M300 250 L330 200 H450 L480 250Z', shade(p.main, -0.15)) +
    rect(160, 240, 480, 300, 34, body) +
    rect(160, 330, 480, 150, 0, '#1f2023', { opacity: 0.55 }) +
    rect(540, 250, 100, 280, 34, shade(p.main, -0.2)) +
    rect(210, 214, 70, 30, 10, '#9ca3af') +
    rect(500, 214, 70, 30, 10, '#6b7280') +
    circle(
      400,
      400,
      130,
      x.lin(
        [
          [0, '#d1d5db'],
          [1, '#4b5563'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(400, 400, 112, '#111317') +
    circle(400, 400, 92, '#1f2937', { stroke: '#374151', 'stroke-width': 6 }) +
    lens(x, 400, 400, 62) +
    circle(212, 290, 14, '#f59e0b', { opacity: 0.9 }) +
    glare('M170 470 L630 260 L630 300 L170 510Z')
  );
};

export const gamepad: Art = (x, p) => {
  const body = x.body(p.main, 0.3, -0.3);
  const shape =
    'M250 300 H550 C640 300 690 420 705 520 C715 590 660 620 620 580 L560 520 H240 L180 580 C140 620 85 590 95 520 C110 420 160 300 250 300Z';
  return (
    path(shape, shade(p.main, -0.35), { transform: 'translate(0 10)' }) +
    path(shape, body) +
    path('M240 370 h28 v28 h28 v28 h-28 v28 h-28 v-28 h-28 v-28 h28Z', '#1f2937') +
    circle(560, 372, 17, '#22c55e') +
    circle(600, 410, 17, '#ef4444') +
    circle(520, 410, 17, '#3b82f6') +
    circle(560, 448, 17, '#facc15') +
    circle(330, 470, 38, '#111827') +
    circle(330, 466, 28, '#374151') +
    circle(470, 470, 38, '#111827') +
    circle(470, 466, 28, '#374151') +
    rect(370, 360, 22, 12, 6, '#1f2937') +
    rect(408, 360, 22, 12, 6, '#1f2937') +
    glare('M200 330 L600 310 L620 340 L180 370Z')
  );
};
