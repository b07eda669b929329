import type { Art } from './art-types.ts';
import { circle, ellipse, line, path, rect, shade } from './svg.ts';

/** Home & Garden: furniture, lighting and decoration. */

const WOOD = '#a06a3b';

export const sofa: Art = (x, p) => {
  const fabric = x.body(p.main, 0.22, -0.2);
  const cushion = x.lin([
    [0, shade(p.main, 0.25)],
    [1, shade(p.main, -0.08)],
  ]);
  return (
    rect(180, 586, 22, 40, 6, WOOD, { transform: 'rotate(8 191 606)' }) +
    rect(598, 586, 22, 40, 6, WOOD, { transform: 'rotate(-8 609 606)' }) +
    rect(170, 250, 460, 200, 40, shade(p.main, -0.12)) +
    rect(196, 262, 200, 180, 34, cushion) +
    rect(404, 262, 200, 180, 34, cushion) +
    rect(150, 500, 500, 92, 24, fabric) +
    rect(
      196,
      432,
      200,
      84,
      24,
      x.lin([
        [0, shade(p.main, 0.3)],
        [1, p.main],
      ]),
    ) +
    rect(
      404,
      432,
      200,
      84,
      24,
      x.lin([
        [0, shade(p.main, 0.3)],
        [1, p.main],
      ]),
    ) +
    rect(122, 344, 100, 240, 46, fabric) +
    rect(578, 344, 100, 240, 46, fabric) +
    rect(128, 350, 88, 40, 20, '#fff', { opacity: 0.12 }) +
    rect(584, 350, 88, 40, 20, '#fff', { opacity: 0.12 })
  );
};

export const chair: Art = (x, p) =>
  line(300, 520, 260, 640, WOOD, 14) +
  line(500, 520, 540, 640, WOOD, 14) +
  line(360, 530, 350, 630, shade(WOOD, -0.2), 12) +
  line(440, 530, 450, 630, shade(WOOD, -0.2), 12) +
  circle(260, 640, 8, '#d4b26a') +
  circle(540, 640, 8, '#d4b26a') +
  path('M240 480 C220 270 300 190 400 190 C500 190 580 270 560 480Z', x.body(p.main, 0.25, -0.25)) +
  path('M280 460 C270 300 320 240 400 240 C480 240 530 300 520 460Z', shade(p.main, -0.12)) +
  rect(
    232,
    440,
    336,
    96,
    40,
    x.lin([
      [0, shade(p.main, 0.28)],
      [1, shade(p.main, -0.15)],
    ]),
  ) +
  path('M300 250 Q400 220 500 250', 'none', {
    stroke: '#fff',
    'stroke-width': 10,
    opacity: 0.15,
    'stroke-linecap': 'round',
  });

export const lamp: Art = (x, p) => {
  const shadeFabric = x.lin(
    [
      [0, '#fbf7ef'],
      [0.5, '#efe6d6'],
      [1, '#d9ccb6'],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    ellipse(
      400,
      360,
      150,
      40,
      x.rad([
        [0, '#fff7d6', 0.9],
        [1, '#fde68a', 0],
      ]),
    ) +
    rect(392, 360, 16, 40, 4, '#b08d57') +
    path('M356 396 C292 430 290 580 350 620 H450 C510 580 508 430 444 396Z', x.cyl(p.main)) +
    path('M372 430 C350 470 350 560 372 590', 'none', {
      stroke: '#fff',
      'stroke-width': 10,
      opacity: 0.25,
      'stroke-linecap': 'round',
    }) +
    ellipse(400, 622, 56, 10, shade(p.main, -0.4)) +
    path('M306 190 H494 L560 360 H240Z', shadeFabric) +
    ellipse(400, 360, 160, 16, '#fff3c4') +
    line(306, 190, 494, 190, '#c7b9a0', 4)
  );
};

export const cushion: Art = (x, p) => {
  const dots = x.def(
    `boucle${p.main}`,
    (id) =>
      `<pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3.2" fill="#fff" opacity=".16"/><circle cx="14" cy="13" r="3" fill="#000" opacity=".07"/></pattern>`,
  );
  const d = 'M214 236 Q400 206 586 236 Q616 420 586 604 Q400 634 214 604 Q184 420 214 236Z';
  return (
    path(
      d,
      x.rad(
        [
          [0, shade(p.main, 0.3)],
          [0.7, p.main],
          [1, shade(p.main, -0.25)],
        ],
        0.42,
        0.4,
        0.7,
      ),
    ) +
    path(d, `url(#${dots})`) +
    path(d, 'none', { stroke: shade(p.main, -0.25), 'stroke-width': 8 }) +
    path('M400 420 L240 250 M400 420 L560 250 M400 420 L240 590 M400 420 L560 590', 'none', {
      stroke: '#000',
      'stroke-width': 3,
      opacity: 0.08,
    }) +
    circle(400, 420, 12, shade(p.main, -0.3))
  );
};

export const vase: Art = (x, p) => {
  const stems = [-40, -15, 10, 35]
    .map((dx, i) => {
      const tx = 400 + dx * 3.2;
      const ty = 110 + (i % 2) * 40;
      return (
        path(`M${400 + dx * 0.4} 290 Q${400 + dx * 1.6} 200 ${tx} ${ty}`, 'none', {
          stroke: '#b59b76',
          'stroke-width': 4,
        }) +
        ellipse(tx, ty, 16, 44, '#e7d8bd', { transform: `rotate(${dx * 0.8} ${tx} ${ty})`, opacity: 0.9 })
      );
    })
    .join('');
  const ribs = [-90, -54, -18, 18, 54, 90]
    .map((dx) =>
      path(
        `M${400 + dx * 0.55} 300 C${400 + dx * 1.1} 380 ${400 + dx * 1.5} 520 ${400 + dx * 0.9} 610`,
        'none',
        { stroke: dx < 0 ? '#fff' : '#000', 'stroke-width': 6, opacity: 0.12 },
      ),
    )
    .join('');
  return (
    stems +
    path(
      'M344 290 C344 262 456 262 456 290 C456 336 540 382 540 474 C540 572 470 624 400 624 C330 624 260 572 260 474 C260 382 344 336 344 290Z',
      x.cyl(p.main),
    ) +
    ribs +
    ellipse(400, 288, 56, 12, shade(p.main, -0.4))
  );
};

export const candle: Art = (x, p) => {
  const glass = x.lin(
    [
      [0, shade(p.main, -0.2), 0.95],
      [0.35, shade(p.main, 0.25), 0.85],
      [1, shade(p.main, -0.35), 0.95],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    circle(
      400,
      250,
      120,
      x.rad([
        [0, '#fde68a', 0.55],
        [1, '#fde68a', 0],
      ]),
    ) +
    rect(286, 330, 228, 296, 26, glass) +
    ellipse(400, 346, 104, 18, '#f6eddc') +
    line(400, 346, 402, 310, '#3f3f46', 4) +
    path(
      'M402 220 C432 262 424 306 402 312 C380 306 372 262 402 220Z',
      x.lin([
        [0, '#fff7cc'],
        [0.5, '#fbbf24'],
        [1, '#f97316'],
      ]),
    ) +
    ellipse(402, 292, 8, 16, '#fff', { opacity: 0.8 }) +
    rect(320, 430, 160, 120, 10, '#fbf8f1') +
    rect(350, 458, 100, 12, 4, shade(p.main, -0.3)) +
    rect(362, 482, 76, 8, 4, '#9ca3af') +
    rect(372, 500, 56, 8, 4, '#9ca3af') +
    rect(300, 350, 22, 250, 11, '#fff', { opacity: 0.18 })
  );
};

export const clock: Art = (x, p) => {
  const ticks = Array.from({ length: 12 }, (_, i) =>
    rect(396, 232, 8, i % 3 ? 18 : 34, 3, '#1f2937', { transform: `rotate(${i * 30} 400 410)` }),
  ).join('');
  return (
    circle(400, 410, 196, x.body(p.main === '#f4f4f2' ? '#c9a57a' : p.main, 0.2, -0.3)) +
    circle(
      400,
      410,
      170,
      x.rad([
        [0, '#ffffff'],
        [1, '#eceae4'],
      ]),
    ) +
    ticks +
    line(400, 410, 470, 330, '#1f2937', 12) +
    line(400, 410, 330, 480, '#1f2937', 9) +
    line(400, 440, 400, 270, '#ef4444', 4) +
    circle(400, 410, 12, '#1f2937') +
    path('M280 330 Q360 250 470 270 Q360 280 290 360Z', '#fff', { opacity: 0.35 })
  );
};
