import type { Art } from './art-types.ts';
import { SANS, glare, lens, wallpaper } from './art-electronics-parts.ts';
import { circle, ellipse, group, path, rect, shade, text } from './svg.ts';

/** Electronics with screens: phones, tablets, readers, watches, power banks and computers. */

export const phone: Art = (x, p) => {
  const edge = shade(p.main, -0.3);
  const back = group(
    rect(180, 176, 232, 456, 44, edge) +
      rect(185, 180, 222, 448, 40, x.body(p.main, 0.32, -0.2)) +
      rect(204, 200, 116, 120, 32, shade(p.main, -0.1), { stroke: shade(p.main, 0.3), 'stroke-width': 2 }) +
      lens(x, 238, 233, 21) +
      lens(x, 238, 287, 21) +
      lens(x, 287, 260, 16) +
      circle(288, 216, 6, '#fef3c7') +
      glare('M185 420 L407 300 L407 360 L185 480Z'),
    { transform: 'rotate(-9 296 404)' },
  );
  const front = group(
    rect(384, 150, 236, 476, 46, edge) +
      rect(389, 155, 226, 466, 42, '#0a0d14') +
      wallpaper(x, 399, 165, 206, 446, 34, p.main, p.accent) +
      rect(470, 178, 64, 20, 10, '#0a0d14') +
      text(502, 262, '9:41', {
        fill: '#fff',
        'font-size': 46,
        'font-family': SANS,
        'font-weight': 300,
        'text-anchor': 'middle',
      }) +
      glare('M399 300 L605 180 L605 250 L399 370Z'),
    { transform: 'rotate(7 502 388)' },
  );
  return back + front;
};

export const tablet: Art = (x, p) => {
  const edge = shade(p.main, -0.3);
  return (
    group(
      rect(150, 190, 500, 370, 34, edge) +
        rect(155, 195, 490, 360, 30, '#0a0d14') +
        wallpaper(x, 175, 215, 450, 320, 14, p.main, p.accent) +
        circle(400, 204, 4, '#1f2937') +
        rect(205, 245, 120, 120, 18, '#fff', { opacity: 0.18 }) +
        rect(340, 245, 120, 56, 14, '#fff', { opacity: 0.18 }) +
        rect(340, 309, 120, 56, 14, '#fff', { opacity: 0.12 }) +
        glare('M175 420 L625 240 L625 300 L175 480Z'),
      { transform: 'translate(0 70) rotate(-4 400 375)' },
    ) +
    group(
      rect(560, 580, 14, 260, 7, x.cyl(shade(p.main, 0.55))) + path('M560 838 L567 866 L574 838Z', '#374151'),
      {
        transform: 'rotate(-62 567 710)',
      },
    )
  );
};

export const ereader: Art = (x, p) => {
  const page = x.lin(
    [
      [0, '#f3f1ea'],
      [1, '#dedbd0'],
    ],
    0,
    0,
    1,
    1,
  );
  const lines = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) =>
      rect(300, 270 + i * 26, i === 9 ? 120 : i % 4 === 3 ? 170 : 200, 8, 4, '#6b7280', { opacity: 0.55 }),
    )
    .join('');
  return group(
    rect(250, 150, 300, 470, 30, x.body(p.main, 0.2, -0.3)) +
      rect(272, 178, 256, 380, 8, page) +
      rect(300, 214, 130, 16, 5, '#1f2937', { opacity: 0.8 }) +
      lines +
      rect(370, 578, 60, 8, 4, shade(p.main, 0.25)) +
      glare('M272 400 L528 260 L528 310 L272 450Z'),
    { transform: 'rotate(-5 400 385)' },
  );
};

export const smartwatch: Art = (x, p) => {
  const band = x.lin(
    [
      [0, shade(p.main, -0.15)],
      [0.5, shade(p.main, 0.15)],
      [1, shade(p.main, -0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const ring = (r: number, colour: string, frac: number) => {
    const a = -Math.PI / 2 + frac * 2 * Math.PI;
    const [ex, ey] = [400 + r * Math.cos(a), 395 + r * Math.sin(a)];
    return (
      circle(400, 395, r, 'none', { stroke: colour, 'stroke-width': 14, opacity: 0.25 }) +
      path(`M400 ${395 - r}A${r} ${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${ex.toFixed(1)} ${ey.toFixed(1)}`, 'none', {
        stroke: colour,
        'stroke-width': 14,
        'stroke-linecap': 'round',
      })
    );
  };
  return (
    path('M330 120 H470 L462 285 H338Z', band) +
    path('M338 505 H462 L470 680 H330Z', band) +
    [150, 185, 215, 600, 630, 660]
      .map((y) => rect(352, y, 96, 6, 3, shade(p.main, -0.3), { opacity: 0.5 }))
      .join('') +
    rect(
      296,
      262,
      208,
      266,
      62,
      x.lin(
        [
          [0, '#e5e7eb'],
          [0.5, '#9ca3af'],
          [1, '#4b5563'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    rect(304, 270, 192, 250, 56, '#07090f') +
    ring(70, '#f43f5e', 0.78) +
    ring(50, '#a3e635', 0.62) +
    ring(30, '#22d3ee', 0.9) +
    rect(500, 340, 14, 44, 6, '#9ca3af') +
    glare('M304 420 L496 290 L496 330 L304 460Z')
  );
};

export const powerbank: Art = (x, p) =>
  group(
    rect(270, 150, 260, 470, 46, shade(p.main, -0.3)) +
      rect(275, 154, 250, 462, 42, x.body(p.main, 0.25, -0.25)) +
      rect(330, 220, 140, 74, 14, '#0b0f19') +
      text(400, 272, '87%', {
        fill: '#4ade80',
        'font-size': 40,
        'font-family': SANS,
        'font-weight': 600,
        'text-anchor': 'middle',
      }) +
      [0, 1, 2, 3].map((i) => circle(355 + i * 30, 330, 6, i < 3 ? '#4ade80' : '#374151')).join('') +
      rect(340, 170, 40, 10, 5, '#111827') +
      rect(420, 170, 40, 10, 5, '#111827') +
      glare('M275 430 L525 280 L525 340 L275 490Z'),
    { transform: 'rotate(-6 400 385)' },
  );

export const laptop: Art = (x, p) => {
  const metal = x.lin(
    [
      [0, shade(p.main, 0.3)],
      [0.5, p.main],
      [1, shade(p.main, -0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    rect(160, 160, 480, 330, 22, shade(p.main, -0.25)) +
    rect(168, 168, 464, 314, 16, '#0a0d14') +
    wallpaper(x, 184, 184, 432, 282, 6, p.main, p.accent) +
    rect(214, 214, 140, 90, 10, '#fff', { opacity: 0.2 }) +
    rect(214, 316, 140, 40, 8, '#fff', { opacity: 0.14 }) +
    circle(400, 176, 3, '#374151') +
    glare('M184 400 L616 220 L616 280 L184 460Z') +
    path('M120 498 H680 L660 536 Q655 546 640 546 H160 Q145 546 140 536Z', metal) +
    rect(350, 498, 100, 12, 6, shade(p.main, -0.35))
  );
};

export const monitor: Art = (x, p) =>
  rect(120, 150, 560, 340, 16, shade(p.main, -0.2)) +
  rect(128, 158, 544, 324, 10, '#0a0d14') +
  wallpaper(x, 138, 168, 524, 304, 4, p.main, p.accent) +
  glare('M138 400 L662 200 L662 260 L138 460Z') +
  path('M370 490 H430 L440 600 H360Z', x.cyl(shade(p.main, 0.05))) +
  ellipse(
    400,
    610,
    130,
    22,
    x.lin([
      [0, shade(p.main, 0.2)],
      [1, shade(p.main, -0.3)],
    ]),
  ) +
  rect(380, 492, 40, 8, 3, '#4b5563');

export const keyboard: Art = (x, p) => {
  const key = x.def(
    'key',
    (id) =>
      `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="30" height="30" rx="6" fill="${shade(p.main, 0.4)}"/><rect x="6" y="5" width="24" height="22" rx="5" fill="${shade(p.main, 0.62)}"/></pattern>`,
  );
  return group(
    rect(130, 300, 560, 230, 24, shade(p.main, -0.35)) +
      rect(136, 294, 548, 226, 22, x.body(p.main, 0.15, -0.2)) +
      rect(158, 316, 504, 180, 6, `url(#${key})`) +
      rect(161, 319, 30, 30, 6, p.accent) +
      rect(590, 427, 66, 30, 6, p.accent) +
      rect(305, 463, 210, 30, 6, shade(p.main, 0.55)),
    { transform: 'rotate(-8 410 412) skewX(-6)' },
  );
};
