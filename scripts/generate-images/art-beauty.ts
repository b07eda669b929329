import type { Art } from './art-types.ts';
import { circle, ellipse, group, line, mix, path, rect, shade } from './svg.ts';

/** Health & Beauty: skincare bottles and jars, fragrance, make-up and personal-care devices. */

const GOLD = '#d4b26a';
const label = (xx: number, y: number, w: number, h: number, ink: string): string =>
  rect(xx, y, w, h, 8, '#fbf8f1', { opacity: 0.92 }) +
  rect(xx + w * 0.2, y + h * 0.28, w * 0.6, 10, 4, ink) +
  rect(xx + w * 0.28, y + h * 0.28 + 22, w * 0.44, 6, 3, '#9ca3af') +
  rect(xx + w * 0.34, y + h * 0.28 + 36, w * 0.32, 6, 3, '#9ca3af');
const gloss = (xx: number, y: number, h: number): string => rect(xx, y, 18, h, 9, '#fff', { opacity: 0.3 });

export const serum: Art = (x, p) => {
  const glass = x.lin(
    [
      [0, shade(p.main, -0.3)],
      [0.3, shade(p.main, 0.2)],
      [0.6, p.main],
      [1, shade(p.main, -0.45)],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    path('M372 150 C372 96 428 96 428 150 V210 H372Z', '#1f2937') +
    rect(356, 206, 88, 60, 10, x.cyl(GOLD)) +
    rect(384, 266, 32, 40, 6, shade(p.main, -0.2)) +
    path(
      'M320 340 Q320 300 360 300 H440 Q480 300 480 340 V600 Q480 630 450 630 H350 Q320 630 320 600Z',
      glass,
    ) +
    label(336, 410, 128, 130, shade(p.main, -0.4)) +
    gloss(334, 320, 270)
  );
};

export const creamjar: Art = (x, p) =>
  rect(250, 430, 300, 200, 40, x.cyl(mix(p.main, '#ffffff', 0.25))) +
  rect(236, 330, 328, 110, 24, x.cyl(shade(p.main, -0.1))) +
  rect(236, 420, 328, 16, 6, shade(p.main, -0.35)) +
  label(320, 480, 160, 110, shade(p.main, -0.4)) +
  gloss(262, 450, 160) +
  rect(254, 344, 16, 80, 8, '#fff', { opacity: 0.25 }) +
  group(
    path('M560 580 C600 540 660 560 650 600 C640 640 560 640 560 580Z', mix(p.main, '#ffffff', 0.75)) +
      path('M590 570 Q610 556 630 566', 'none', {
        stroke: '#fff',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      }),
    { opacity: 0.95 },
  );

export const pumpbottle: Art = (x, p) =>
  path('M400 166 H300 Q284 166 284 180 V192 H312 V180 H400Z', '#27272a') +
  rect(384, 160, 32, 70, 8, '#3f3f46') +
  rect(366, 222, 68, 46, 10, '#27272a') +
  rect(352, 262, 96, 30, 8, '#52525b') +
  path(
    'M322 330 Q322 290 362 290 H438 Q478 290 478 330 V600 Q478 632 446 632 H354 Q322 632 322 600Z',
    x.cyl(p.main),
  ) +
  label(340, 400, 120, 150, shade(p.main, -0.45)) +
  gloss(334, 312, 290);

export const tube: Art = (x, p) =>
  group(
    path('M300 190 H500 L470 540 H330Z', x.cyl(p.main)) +
      rect(292, 170, 216, 30, 6, shade(p.main, -0.15)) +
      path('M300 180 H500', 'none', {
        stroke: shade(p.main, -0.35),
        'stroke-width': 4,
        'stroke-dasharray': '4 6',
      }) +
      rect(330, 536, 140, 90, 16, x.cyl('#f8fafc')) +
      label(340, 300, 120, 150, shade(p.main, -0.45)) +
      gloss(318, 210, 300),
    { transform: 'translate(0 10)' },
  );

export const perfume: Art = (x, p) => {
  const glass = x.lin(
    [
      [0, shade(p.main, 0.45), 0.95],
      [0.5, p.main, 0.85],
      [1, shade(p.main, -0.35), 0.95],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    rect(
      350,
      170,
      100,
      110,
      12,
      x.lin(
        [
          [0, '#3f3f46'],
          [0.5, '#18181b'],
          [1, '#000'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    rect(372, 280, 56, 40, 6, x.cyl(GOLD)) +
    rect(250, 320, 300, 310, 36, glass) +
    rect(274, 344, 252, 262, 24, '#fff', { opacity: 0.14 }) +
    rect(290, 470, 220, 58, 6, '#fff', { opacity: 0.85 }) +
    rect(330, 490, 140, 8, 4, shade(p.main, -0.5)) +
    rect(360, 506, 80, 5, 2, '#9ca3af') +
    path('M270 350 L320 340 L290 600 L270 600Z', '#fff', { opacity: 0.25 })
  );
};

export const lipstick: Art = (x, p) =>
  group(
    rect(330, 400, 140, 230, 14, x.cyl('#1f2937')) +
      rect(330, 380, 140, 40, 6, x.cyl(GOLD)) +
      rect(350, 300, 100, 84, 6, x.cyl(GOLD)) +
      path('M360 300 V200 Q360 160 440 140 V300Z', x.cyl(p.main)) +
      path('M372 290 V210 Q374 186 392 176 V290Z', '#fff', { opacity: 0.22 }),
    { transform: 'translate(-70 0)' },
  ) +
  group(rect(470, 470, 130, 160, 14, x.cyl('#1f2937')) + rect(470, 470, 130, 22, 6, GOLD), {
    transform: 'rotate(6 535 550)',
  });

export const nailpolish: Art = (x, p) =>
  rect(356, 150, 88, 200, 16, x.cyl('#1f2937')) +
  rect(370, 160, 14, 180, 7, '#fff', { opacity: 0.18 }) +
  rect(346, 340, 108, 26, 6, '#111827') +
  path(
    'M290 420 Q290 366 344 366 H456 Q510 366 510 420 V590 Q510 632 468 632 H332 Q290 632 290 590Z',
    x.lin(
      [
        [0, shade(p.main, -0.25)],
        [0.3, shade(p.main, 0.3)],
        [0.6, p.main],
        [1, shade(p.main, -0.45)],
      ],
      0,
      0,
      1,
      0,
    ),
  ) +
  path('M300 420 Q300 380 340 376 H360 V620 H330 Q300 620 300 590Z', '#fff', { opacity: 0.22 }) +
  ellipse(400, 372, 56, 8, '#fff', { opacity: 0.25 });

export const palette: Art = (x, p) => {
  const shades = [0.45, 0.25, 0.05, -0.15, -0.35, -0.55];
  const pans = shades
    .flatMap((s, i) => [
      circle(
        270 + (i % 3) * 130,
        430 + Math.floor(i / 3) * 120,
        50,
        x.rad(
          [
            [0, shade(p.main, s + 0.15)],
            [1, shade(p.main, s - 0.08)],
          ],
          0.4,
          0.35,
          0.7,
        ),
      ),
      circle(270 + (i % 3) * 130, 430 + Math.floor(i / 3) * 120, 50, 'none', {
        stroke: '#d6d3d1',
        'stroke-width': 4,
      }),
    ])
    .join('');
  return (
    group(
      rect(
        170,
        150,
        460,
        210,
        26,
        x.lin(
          [
            [0, '#e5e7eb'],
            [1, '#9ca3af'],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
        rect(
          190,
          170,
          420,
          170,
          16,
          x.lin(
            [
              [0, '#f8fafc'],
              [1, '#cbd5e1'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        path('M200 320 L320 180 H380 L260 320Z', '#fff', { opacity: 0.5 }),
      {
        transform: 'skewX(-8) translate(50 0)',
      },
    ) +
    rect(170, 360, 460, 260, 26, x.body(shade(p.main, -0.5), 0.15, -0.2)) +
    pans +
    line(180, 362, 620, 362, '#6b7280', 6)
  );
};

export const toothbrush: Art = (x, p) =>
  rect(290, 560, 220, 70, 30, x.cyl('#f3f4f6')) +
  rect(318, 548, 164, 24, 10, '#d1d5db') +
  rect(350, 230, 100, 330, 50, x.cyl(p.main === '#f4f4f2' ? '#e9edf2' : p.main)) +
  rect(376, 160, 48, 90, 20, x.cyl('#f8fafc')) +
  rect(386, 100, 28, 80, 12, '#f8fafc') +
  rect(366, 104, 26, 54, 8, '#60a5fa') +
  rect(366, 104, 26, 26, 8, '#e0f2fe') +
  circle(400, 360, 20, '#cbd5e1') +
  circle(400, 360, 12, p.accent) +
  circle(392, 420, 5, '#4ade80') +
  rect(360, 250, 14, 280, 7, '#fff', { opacity: 0.25 });

export const hairdryer: Art = (x, p) => {
  const body = x.lin([
    [0, shade(p.main, 0.35)],
    [0.5, p.main],
    [1, shade(p.main, -0.3)],
  ]);
  return (
    path('M360 380 L320 620 Q318 640 340 640 H380 Q400 640 404 620 L430 400Z', x.cyl(shade(p.main, -0.05))) +
    rect(320, 470, 14, 70, 6, '#1f2937', { transform: 'rotate(10 327 505)' }) +
    circle(360, 560, 9, p.accent) +
    rect(380, 270, 290, 130, 40, body) +
    circle(290, 330, 130, body) +
    circle(290, 330, 100, shade(p.main, -0.2)) +
    path('M230 290 H350 M220 320 H360 M220 350 H360 M232 380 H348', 'none', {
      stroke: shade(p.main, -0.45),
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }) +
    rect(650, 282, 60, 106, 18, '#374151') +
    path('M200 260 Q260 200 360 210', 'none', {
      stroke: '#fff',
      'stroke-width': 14,
      opacity: 0.25,
      'stroke-linecap': 'round',
    })
  );
};
