import type { Art } from './art-types.ts';
import { circle, ellipse, group, line, path, rect, shade } from './svg.ts';

/** Sports & Outdoors: training gear, bottles, balls and rackets. */

export const yogamat: Art = (x, p) => {
  const side = x.lin([
    [0, shade(p.main, 0.3)],
    [0.5, p.main],
    [1, shade(p.main, -0.3)],
  ]);
  return (
    path(
      'M150 560 L560 560 L650 620 L240 620Z',
      x.lin([
        [0, shade(p.main, 0.15)],
        [1, shade(p.main, -0.1)],
      ]),
    ) +
    line(260, 590, 560, 590, '#fff', 3, { opacity: 0.35, 'stroke-dasharray': '14 10' }) +
    rect(180, 380, 380, 180, 90, side) +
    ellipse(560, 470, 70, 90, shade(p.main, -0.15)) +
    [62, 46, 30, 14]
      .map((r) => ellipse(560, 470, r * 0.8, r, 'none', { stroke: shade(p.main, -0.4), 'stroke-width': 4 }))
      .join('') +
    rect(230, 370, 26, 200, 8, shade(p.main, -0.45), { opacity: 0.8 }) +
    rect(460, 370, 26, 200, 8, shade(p.main, -0.45), { opacity: 0.8 }) +
    rect(200, 400, 300, 24, 12, '#fff', { opacity: 0.2 })
  );
};

export const dumbbell: Art = (x, p) => {
  const plate = x.lin(
    [
      [0, shade(p.main, 0.2)],
      [0.5, p.main],
      [1, shade(p.main, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const hex = (cx: number) =>
    path(`M${cx - 60} 330 L${cx} 300 L${cx + 60} 330 V510 L${cx} 540 L${cx - 60} 510Z`, plate) +
    path(`M${cx - 60} 330 L${cx} 300 L${cx + 60} 330 L${cx} 360Z`, shade(p.main, 0.25)) +
    circle(cx, 430, 22, shade(p.main, -0.3));
  const handle = x.lin([
    [0, '#f3f4f6'],
    [0.5, '#9ca3af'],
    [1, '#4b5563'],
  ]);
  return group(
    rect(250, 404, 300, 52, 12, handle) +
      path('M300 410 V450 M330 410 V450 M360 410 V450 M440 410 V450 M470 410 V450 M500 410 V450', 'none', {
        stroke: '#6b7280',
        'stroke-width': 3,
      }) +
      hex(220) +
      hex(580),
    {
      transform: 'translate(0 80) rotate(-6 400 430)',
    },
  );
};

export const kettlebell: Art = (x, p) =>
  path('M300 350 C280 180 520 180 500 350', 'none', {
    stroke: shade(p.main, -0.3),
    'stroke-width': 54,
    'stroke-linecap': 'round',
  }) +
  path('M300 350 C280 180 520 180 500 350', 'none', {
    stroke: x.cyl(p.main),
    'stroke-width': 40,
    'stroke-linecap': 'round',
  }) +
  circle(
    400,
    470,
    170,
    x.rad(
      [
        [0, shade(p.main, 0.4)],
        [0.6, p.main],
        [1, shade(p.main, -0.4)],
      ],
      0.38,
      0.35,
      0.7,
    ),
  ) +
  ellipse(400, 628, 110, 16, shade(p.main, -0.45)) +
  rect(360, 440, 80, 60, 10, '#fff', { opacity: 0.14 }) +
  path('M300 400 Q330 340 390 320', 'none', {
    stroke: '#fff',
    'stroke-width': 14,
    opacity: 0.22,
    'stroke-linecap': 'round',
  });

export const bottle: Art = (x, p) =>
  path('M372 168 C372 110 428 110 428 168', 'none', { stroke: '#1f2937', 'stroke-width': 14 }) +
  rect(340, 160, 120, 76, 20, '#27272a') +
  rect(348, 168, 26, 60, 10, '#fff', { opacity: 0.12 }) +
  path(
    'M330 250 Q330 230 350 230 H450 Q470 230 470 250 L488 320 V600 Q488 636 452 636 H348 Q312 636 312 600 V320Z',
    x.cyl(p.main),
  ) +
  rect(312, 420, 176, 56, 0, shade(p.main, -0.12), { opacity: 0.6 }) +
  circle(400, 448, 16, '#fff', { opacity: 0.8 });

export const soccerball: Art = (x, p) => {
  const pent = (cx: number, cy: number, r: number, rot: number) =>
    path(
      Array.from({ length: 5 }, (_, i) => {
        const a = ((i * 72 + rot - 90) * Math.PI) / 180;
        return `${i ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join('') + 'Z',
      '#1f2937',
    );
  return (
    circle(
      400,
      420,
      210,
      x.rad(
        [
          [0, '#ffffff'],
          [0.7, '#eef0f3'],
          [1, '#b8bec7'],
        ],
        0.38,
        0.35,
        0.75,
      ),
    ) +
    pent(400, 420, 62, 0) +
    pent(400, 270, 48, 36) +
    pent(540, 375, 46, 36) +
    pent(488, 550, 46, 36) +
    pent(312, 550, 46, 36) +
    pent(260, 375, 46, 36) +
    path('M400 358 V318 M459 400 L500 390 M436 470 L460 510 M364 470 L340 510 M341 400 L300 390', 'none', {
      stroke: '#6b7280',
      'stroke-width': 4,
    }) +
    circle(400, 420, 210, 'none', { stroke: p.main, 'stroke-width': 10, opacity: 0.5 })
  );
};

export const basketball: Art = (x, p) =>
  circle(
    400,
    420,
    210,
    x.rad(
      [
        [0, shade(p.main, 0.3)],
        [0.7, p.main],
        [1, shade(p.main, -0.4)],
      ],
      0.38,
      0.35,
      0.75,
    ),
  ) +
  path(
    'M190 420 H610 M400 210 V630 M250 270 C330 350 330 490 250 570 M550 270 C470 350 470 490 550 570',
    'none',
    { stroke: '#27272a', 'stroke-width': 7 },
  ) +
  path('M260 330 Q300 250 380 232', 'none', {
    stroke: '#fff',
    'stroke-width': 14,
    opacity: 0.25,
    'stroke-linecap': 'round',
  });

export const racket: Art = (x, p) => {
  const strings = x.def(
    'str',
    (id) =>
      `<pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 11H22M11 0V22" stroke="#f8fafc" stroke-width="2.5"/></pattern>`,
  );
  return group(
    rect(382, 470, 36, 200, 14, '#27272a') +
      path(
        'M384 490 L416 500 M384 520 L416 530 M384 550 L416 560 M384 580 L416 590 M384 610 L416 620',
        'none',
        { stroke: '#52525b', 'stroke-width': 4 },
      ) +
      path('M392 478 L338 440 M408 478 L462 440', 'none', {
        stroke: p.main,
        'stroke-width': 16,
        'stroke-linecap': 'round',
      }) +
      ellipse(400, 270, 150, 190, '#111827', { opacity: 0.15 }) +
      ellipse(400, 270, 142, 182, `url(#${strings})`) +
      ellipse(400, 270, 146, 186, 'none', {
        stroke: x.lin(
          [
            [0, shade(p.main, 0.35)],
            [1, shade(p.main, -0.3)],
          ],
          0,
          0,
          1,
          1,
        ),
        'stroke-width': 20,
      }),
    { transform: 'rotate(-24 400 420)' },
  );
};
