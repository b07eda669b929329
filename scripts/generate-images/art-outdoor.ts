import type { Art } from './art-types.ts';
import { circle, line, path, rect, shade } from './svg.ts';

/** Sports & Outdoors: bikes, tents, helmets and packs. */

export const bicycle: Art = (x, p) => {
  const wheel = (cx: number) =>
    circle(cx, 500, 120, 'none', { stroke: '#1f2937', 'stroke-width': 20 }) +
    circle(cx, 500, 104, 'none', { stroke: '#9ca3af', 'stroke-width': 4 }) +
    path(
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        return `M${(cx + 102 * Math.cos(a)).toFixed(0)} ${(500 + 102 * Math.sin(a)).toFixed(0)}L${(cx - 102 * Math.cos(a)).toFixed(0)} ${(500 - 102 * Math.sin(a)).toFixed(0)}`;
      }).join(''),
      'none',
      { stroke: '#cbd5e1', 'stroke-width': 2 },
    ) +
    circle(cx, 500, 12, '#374151');
  const frame = {
    stroke: p.main,
    'stroke-width': 16,
    'stroke-linecap': 'round' as const,
    'stroke-linejoin': 'round' as const,
  };
  return (
    wheel(230) +
    wheel(570) +
    path('M230 500 L350 500 L300 330 Z M350 500 L530 340 L300 330 M530 340 L570 500', 'none', frame) +
    path('M230 500 L350 500 L300 330 M350 500 L530 340 L300 330', 'none', {
      stroke: '#fff',
      'stroke-width': 4,
      opacity: 0.25,
    }) +
    line(300, 330, 290, 300, '#1f2937', 10) +
    path('M250 292 Q290 280 330 294', 'none', {
      stroke: '#1f2937',
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }) +
    line(530, 340, 520, 290, '#1f2937', 10) +
    path('M500 290 H560 Q580 290 580 310', 'none', {
      stroke: '#1f2937',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    circle(350, 500, 24, '#4b5563') +
    line(340, 500, 372, 540, '#1f2937', 8)
  );
};

export const tent: Art = (x, p) =>
  path(
    'M120 620 L330 250 Q400 200 470 250 L680 620Z',
    x.lin(
      [
        [0, shade(p.main, 0.25)],
        [1, shade(p.main, -0.2)],
      ],
      0,
      0,
      1,
      1,
    ),
  ) +
  path('M330 250 L250 620 H120Z', shade(p.main, -0.25)) +
  path('M400 300 L300 620 H500Z', shade(p.main, -0.45)) +
  path('M400 300 L330 620 H470Z', '#1f2937', { opacity: 0.55 }) +
  path('M400 300 Q380 460 300 620 M400 300 Q420 460 500 620', 'none', {
    stroke: '#f8fafc',
    'stroke-width': 4,
    'stroke-dasharray': '6 6',
    opacity: 0.7,
  }) +
  path('M330 250 Q400 200 470 250', 'none', { stroke: '#e5e7eb', 'stroke-width': 8 }) +
  line(120, 620, 70, 650, '#9ca3af', 3) +
  line(680, 620, 730, 650, '#9ca3af', 3) +
  rect(100, 616, 600, 14, 7, shade(p.main, -0.4));

export const helmet: Art = (x, p) => {
  const shell =
    'M170 470 C170 290 330 220 450 230 C580 240 650 330 640 440 C636 480 610 500 570 500 H230 C190 500 170 490 170 470Z';
  return (
    path(shell, x.body(p.main, 0.3, -0.3)) +
    path(
      'M260 300 Q300 270 340 262 L330 330 Z M370 258 Q420 250 460 256 L440 330 Z M490 264 Q540 280 570 310 L510 350Z',
      '#1f2937',
      { opacity: 0.8 },
    ) +
    path('M210 420 Q300 380 420 400 Q520 410 620 390', 'none', {
      stroke: shade(p.main, -0.35),
      'stroke-width': 10,
    }) +
    path('M560 440 Q660 430 690 470 Q650 490 580 480Z', '#1f2937') +
    path('M260 500 Q300 600 380 610 M420 500 Q420 580 380 610', 'none', {
      stroke: '#27272a',
      'stroke-width': 8,
    }) +
    rect(366, 600, 28, 18, 5, '#52525b') +
    path('M230 360 Q300 270 440 252', 'none', {
      stroke: '#fff',
      'stroke-width': 16,
      opacity: 0.2,
      'stroke-linecap': 'round',
    })
  );
};

export const backpack: Art = (x, p) => {
  const dark = shade(p.main, -0.3);
  return (
    path('M360 170 C360 130 440 130 440 170', 'none', { stroke: dark, 'stroke-width': 16 }) +
    rect(240, 300, 40, 260, 20, dark) +
    rect(520, 300, 40, 260, 20, dark) +
    path(
      'M260 250 C260 180 540 180 540 250 V600 Q540 640 500 640 H300 Q260 640 260 600Z',
      x.body(p.main, 0.25, -0.25),
    ) +
    path('M260 280 Q400 240 540 280', 'none', { stroke: dark, 'stroke-width': 5 }) +
    rect(300, 420, 200, 180, 30, shade(p.main, -0.1)) +
    path('M300 470 H500', 'none', { stroke: dark, 'stroke-width': 5 }) +
    rect(380, 462, 40, 16, 6, '#d1d5db') +
    rect(340, 300, 120, 26, 8, '#1f2937', { opacity: 0.5 }) +
    path('M280 290 Q300 220 360 204', 'none', {
      stroke: '#fff',
      'stroke-width': 12,
      opacity: 0.2,
      'stroke-linecap': 'round',
    })
  );
};
