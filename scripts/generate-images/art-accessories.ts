import type { Art } from './art-types.ts';
import { circle, fold, group, line, mix, path, rect, shade, stitch } from './svg.ts';

/** Fashion: shoes in profile, bags, eyewear, caps and watches. */

export const sneaker: Art = (x, p) => {
  const sole = x.lin([
    [0, '#ffffff'],
    [1, '#d7dbe0'],
  ]);
  const panel = luminanceSafe(p.main);
  return (
    path('M146 560 Q146 606 196 610 H636 Q684 606 680 558 Q676 540 652 540 H168 Q146 540 146 560Z', sole) +
    line(160, 582, 670, 582, '#c3c8cf', 3) +
    path(
      'M168 542 Q158 468 200 440 L330 398 Q362 338 404 330 L474 336 Q522 420 602 448 Q670 470 664 542Z',
      x.body(p.main, 0.25, -0.2),
    ) +
    path('M520 428 Q604 452 640 482 Q668 510 664 542 H566 Q548 478 520 428Z', shade(p.main, 0.18)) +
    path('M168 542 Q158 468 200 440 L246 428 Q232 498 256 542Z', shade(p.main, -0.2)) +
    path('M260 520 Q380 500 520 440 Q470 500 400 520 Q330 540 262 540Z', panel) +
    path('M316 402 Q362 360 444 360 Q434 382 412 388 Q350 398 322 418Z', '#1f2937') +
    path('M432 338 Q450 296 484 302 L506 352Z', shade(p.main, -0.12)) +
    [0, 1, 2, 3]
      .map((i) => line(428 + i * 24, 372 + i * 14, 458 + i * 24, 356 + i * 14, '#f8fafc', 6))
      .join('') +
    circle(300, 486, 10, panel)
  );
};

/** A contrasting panel colour that stays visible on light and dark shoes. */
function luminanceSafe(main: string): string {
  return mix(main, main === '#f4f4f2' ? '#9ca3af' : '#ffffff', 0.55);
}

export const boot: Art = (x, p) => {
  const dark = shade(p.main, -0.35);
  return (
    path('M198 566 H652 V580 Q652 604 628 604 H300 V614 H198Z', '#1c1917') +
    path(
      'M250 176 H424 L428 428 Q522 448 604 478 Q652 498 652 566 H198 L214 420 Q232 300 250 176Z',
      x.body(p.main, 0.22, -0.28),
    ) +
    path('M300 196 L352 196 L346 404 Q322 420 300 402Z', dark, { opacity: 0.75 }) +
    path('M240 176 Q236 130 262 130 Q284 130 282 176Z', 'none', { stroke: dark, 'stroke-width': 10 }) +
    stitch('M212 548 H648', shade(p.main, 0.35)) +
    fold('M520 462 Q600 480 630 520 L612 526 Q580 492 514 476Z')
  );
};

export const handbag: Art = (x, p) => {
  const dark = shade(p.main, -0.3);
  return (
    path('M304 338 C300 176 500 176 496 338', 'none', {
      stroke: dark,
      'stroke-width': 22,
      'stroke-linecap': 'round',
    }) +
    path('M328 338 C326 210 474 210 472 338', 'none', {
      stroke: shade(p.main, -0.15),
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }) +
    path('M228 330 H572 L612 616 Q612 636 592 636 H208 Q188 636 188 616Z', x.body(p.main, 0.25, -0.25)) +
    path('M228 330 H572 L562 424 Q400 456 238 424Z', shade(p.main, -0.1)) +
    stitch('M240 342 H560', shade(p.main, 0.4)) +
    stitch('M204 604 H596', shade(p.main, 0.4)) +
    rect(380, 424, 40, 40, 8, '#d4b26a') +
    rect(390, 434, 20, 20, 4, '#a8863f')
  );
};

export const sunglasses: Art = (x, p) => {
  const lens = x.lin(
    [
      [0, mix('#111827', p.accent, 0.35)],
      [0.6, '#1f2937'],
      [1, mix('#111827', p.accent, 0.6)],
    ],
    0,
    0,
    1,
    1,
  );
  const left = 'M190 330 Q190 286 244 282 H352 Q392 284 390 330 Q386 424 310 444 Q226 458 198 396Z';
  const frame = { stroke: p.main, 'stroke-width': 9 };
  const pair = (d: string, flip: boolean) =>
    group(
      path(d, lens) +
        path(d, 'none', frame) +
        path('M220 320 Q240 300 300 300 L230 380Z', '#fff', { opacity: 0.18 }),
      flip ? { transform: 'matrix(-1 0 0 1 800 0)' } : {},
    );
  return (
    line(190, 306, 118, 296, p.main, 9) +
    line(610, 306, 682, 296, p.main, 9) +
    pair(left, false) +
    pair(left, true) +
    path('M388 314 Q400 300 412 314', 'none', frame) +
    line(372, 286, 428, 286, p.main, 7)
  );
};

export const cap: Art = (x, p) => {
  const dark = shade(p.main, -0.3);
  return (
    path('M236 452 C224 214 576 214 564 452Z', x.body(p.main, 0.3, -0.22)) +
    path('M400 236 Q352 330 326 452 M400 236 Q448 330 474 452', 'none', {
      stroke: dark,
      'stroke-width': 4,
      opacity: 0.55,
    }) +
    circle(400, 236, 13, dark) +
    circle(318, 320, 6, dark) +
    circle(482, 320, 6, dark) +
    circle(400, 370, 30, p.accent, { opacity: 0.9 }) +
    circle(400, 370, 18, '#fff', { opacity: 0.7 }) +
    path('M220 448 Q400 410 580 448 Q624 540 400 568 Q176 540 220 448Z', dark) +
    path(
      'M228 446 Q400 412 572 446 Q604 520 400 540 Q196 520 228 446Z',
      x.lin([
        [0, shade(p.main, 0.12)],
        [1, shade(p.main, -0.15)],
      ]),
    ) +
    stitch('M250 462 Q400 434 550 462', shade(p.main, 0.35)) +
    stitch('M244 492 Q400 470 556 492', shade(p.main, 0.35))
  );
};

export const watch: Art = (x, p) => {
  const strap = x.lin(
    [
      [0, shade(p.main, -0.2)],
      [0.5, shade(p.main, 0.15)],
      [1, shade(p.main, -0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const ticks = Array.from({ length: 12 }, (_, i) =>
    rect(396, 306, 8, i % 3 ? 16 : 28, 2, '#f8fafc', { transform: `rotate(${i * 30} 400 400)` }),
  ).join('');
  return (
    path('M340 120 H460 L452 300 H348Z', strap) +
    path('M348 500 H452 L460 680 H340Z', strap) +
    stitch('M350 130 V290 M450 130 V290 M356 510 V670 M444 510 V670', '#f5f5f4') +
    rect(520, 382, 26, 36, 6, '#c7cbd1') +
    circle(
      400,
      400,
      124,
      x.lin(
        [
          [0, '#f3f4f6'],
          [0.5, '#9ca3af'],
          [1, '#4b5563'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(
      400,
      400,
      106,
      x.rad([
        [0, shade(p.main, 0.35)],
        [1, shade(p.main, -0.35)],
      ]),
    ) +
    ticks +
    line(400, 400, 452, 350, '#f8fafc', 9) +
    line(400, 400, 340, 330, '#f8fafc', 7) +
    line(400, 420, 400, 318, '#ef4444', 3) +
    circle(400, 400, 9, '#e5e7eb') +
    path('M300 360 Q380 300 470 320 Q380 330 310 390Z', '#fff', { opacity: 0.15 })
  );
};
