import type { Art } from './art-types.ts';
import { circle, ellipse, group, line, mix, path, rect, shade } from './svg.ts';

/** Home & Garden: kitchenware, plants and garden tools. */

const LEAF = ['#2f7d4f', '#3f9a62', '#23613d'] as const;
const steam = (cx: number, y: number): string =>
  path(`M${cx} ${y}c-18-24 18-40 0-64c-18-24 18-40 0-64`, 'none', {
    stroke: '#fff',
    'stroke-width': 8,
    'stroke-linecap': 'round',
    opacity: 0.6,
  });

export const mug: Art = (x, p) => {
  const speckles = [
    [320, 420],
    [360, 500],
    [430, 450],
    [460, 540],
    [340, 570],
    [400, 390],
  ]
    .map(([sx, sy]) => circle(sx ?? 0, sy ?? 0, 3, shade(p.main, -0.45), { opacity: 0.5 }))
    .join('');
  return (
    steam(360, 300) +
    steam(430, 290) +
    path('M488 390 C590 380 596 560 486 552', 'none', {
      stroke: shade(p.main, -0.2),
      'stroke-width': 34,
      'stroke-linecap': 'round',
    }) +
    path('M272 340 H488 V586 Q488 624 450 624 H310 Q272 624 272 586Z', x.cyl(p.main)) +
    ellipse(380, 340, 108, 24, shade(p.main, 0.2)) +
    ellipse(380, 342, 94, 17, '#4a2c1d') +
    speckles
  );
};

export const pan: Art = (x, p) =>
  group(
    rect(530, 408, 230, 44, 22, shade(p.main, -0.25)) +
      rect(540, 414, 210, 20, 10, '#fff', { opacity: 0.12 }) +
      ellipse(360, 450, 226, 140, shade(p.main, -0.35)) +
      ellipse(
        360,
        440,
        212,
        126,
        x.lin([
          [0, shade(p.main, 0.25)],
          [1, shade(p.main, -0.2)],
        ]),
      ) +
      ellipse(
        360,
        452,
        180,
        100,
        x.rad([
          [0, '#3a3d44'],
          [1, '#17181c'],
        ]),
      ) +
      path(
        'M300 430 C280 380 380 370 410 400 C450 420 430 480 370 480 C310 488 300 460 300 430Z',
        '#fbfbf7',
      ) +
      circle(
        360,
        430,
        30,
        x.rad(
          [
            [0, '#fde047'],
            [1, '#f59e0b'],
          ],
          0.4,
          0.4,
          0.6,
        ),
      ) +
      path('M210 420 Q300 360 460 380', 'none', {
        stroke: '#fff',
        'stroke-width': 6,
        opacity: 0.18,
        'stroke-linecap': 'round',
      }),
    { transform: 'translate(0 60)' },
  );

export const kettle: Art = (x, p) =>
  path('M300 550 C230 540 200 400 150 318', 'none', {
    stroke: shade(p.main, -0.25),
    'stroke-width': 18,
    'stroke-linecap': 'round',
  }) +
  path('M300 550 C230 540 200 400 150 318', 'none', {
    stroke: shade(p.main, 0.15),
    'stroke-width': 8,
    'stroke-linecap': 'round',
  }) +
  path('M500 396 C596 396 600 560 508 566', 'none', {
    stroke: '#262626',
    'stroke-width': 24,
    'stroke-linecap': 'round',
  }) +
  path(
    'M304 600 H496 Q518 600 514 578 L490 384 Q480 336 400 336 Q320 336 310 384 L286 578 Q282 600 304 600Z',
    x.cyl(p.main),
  ) +
  ellipse(400, 340, 84, 18, shade(p.main, -0.15)) +
  rect(386, 300, 28, 36, 12, '#262626') +
  rect(266, 596, 268, 40, 14, '#262626') +
  rect(300, 608, 40, 6, 3, '#4ade80');

export const plant: Art = (x, p) => {
  const leafFill = LEAF.map((g) =>
    x.lin(
      [
        [0, shade(g, 0.25)],
        [1, shade(g, -0.2)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const style = p.seed % 3;
  let leaves: string;
  if (style === 0) {
    // Monstera: large round leaves with slits.
    leaves = [
      [-70, 300, -30],
      [80, 270, 35],
      [0, 220, 0],
      [-130, 390, -60],
      [140, 380, 60],
    ]
      .map(([dx, y, rot], i) => {
        const cx = 400 + (dx ?? 0);
        const cy = y ?? 0;
        return group(
          line(400, 470, cx, cy + 60, LEAF[2], 8) +
            path(
              `M${cx} ${cy - 90}C${cx + 90} ${cy - 80} ${cx + 100} ${cy + 50} ${cx} ${cy + 80}C${cx - 100} ${cy + 50} ${cx - 90} ${cy - 80} ${cx} ${cy - 90}Z`,
              leafFill[i % 3] ?? LEAF[0],
            ) +
            path(
              `M${cx} ${cy - 80}V${cy + 70}M${cx} ${cy - 20}l60 -30M${cx} ${cy + 20}l60 -10M${cx} ${cy - 20}l-60 -30M${cx} ${cy + 20}l-60 -10`,
              'none',
              { stroke: '#e8f5e9', 'stroke-width': 6, opacity: 0.55 },
            ),
          { transform: `rotate(${rot} ${cx} ${cy + 60})` },
        );
      })
      .join('');
  } else if (style === 1) {
    // Snake plant: tall pointed blades.
    leaves = [-60, -25, 10, 45, 75]
      .map(
        (dx, i) =>
          path(
            `M${400 + dx - 26} 470 Q${400 + dx - 30} 300 ${400 + dx * 1.4} ${170 + (i % 2) * 50} Q${400 + dx + 30} 300 ${400 + dx + 26} 470Z`,
            leafFill[i % 3] ?? LEAF[0],
          ) +
          path(`M${400 + dx} 460 Q${400 + dx} 330 ${400 + dx * 1.3} ${230 + (i % 2) * 50}`, 'none', {
            stroke: '#d9f99d',
            'stroke-width': 5,
            opacity: 0.5,
          }),
      )
      .join('');
  } else {
    // Fiddle leaf fig or herbs: oval leaves along stems.
    leaves = [
      [-90, 330],
      [60, 280],
      [-20, 220],
      [110, 380],
      [-130, 420],
      [20, 340],
    ]
      .map(([dx, y], i) => {
        const cx = 400 + (dx ?? 0);
        return (
          line(400, 470, cx, (y ?? 0) + 40, LEAF[2], 7) +
          ellipse(cx, y ?? 0, 50, 74, leafFill[i % 3] ?? LEAF[0], {
            transform: `rotate(${(dx ?? 0) * 0.4} ${cx} ${y})`,
          }) +
          line(cx, (y ?? 0) + 60, cx + (dx ?? 0) * 0.1, (y ?? 0) - 60, '#e8f5e9', 4, { opacity: 0.45 })
        );
      })
      .join('');
  }
  return (
    leaves +
    path('M296 470 H504 L478 632 Q476 640 466 640 H334 Q324 640 322 632Z', x.cyl(p.main)) +
    rect(286, 456, 228, 36, 10, shade(p.main, -0.1)) +
    ellipse(400, 458, 100, 10, '#4b3621')
  );
};

export const wateringcan: Art = (x, p) =>
  path('M322 520 L164 318 L182 304 L338 486Z', x.cyl(p.main)) +
  ellipse(170, 308, 30, 16, shade(p.main, -0.2), { transform: 'rotate(-50 170 308)' }) +
  path('M330 386 C332 250 500 250 522 396', 'none', {
    stroke: shade(p.main, -0.2),
    'stroke-width': 24,
    'stroke-linecap': 'round',
  }) +
  rect(290, 376, 250, 248, 48, x.cyl(p.main)) +
  ellipse(415, 380, 118, 20, shade(p.main, -0.25)) +
  rect(306, 420, 24, 170, 12, '#fff', { opacity: 0.22 }) +
  line(300, 470, 530, 470, mix(p.main, '#000', 0.3), 3, { opacity: 0.3 });
