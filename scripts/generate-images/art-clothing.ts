import type { Art } from './art-types.ts';
import { circle, fold, group, line, mix, path, rect, shade, stitch } from './svg.ts';

/** Fashion: clothes laid flat. */

export const tshirt: Art = (x, p) => {
  const dark = shade(p.main, -0.25);
  return (
    path(
      'M335 172 Q400 228 465 172 L560 198 L668 292 L612 364 L548 322 L552 628 Q400 644 248 628 L252 322 L188 364 L132 292 L240 198Z',
      x.body(p.main, 0.2, -0.18),
    ) +
    path('M343 176 Q400 214 457 176 Q400 196 343 176Z', shade(p.main, -0.4)) +
    path('M335 172 Q400 230 465 172', 'none', { stroke: dark, 'stroke-width': 14 }) +
    fold('M300 330 Q360 420 330 600 L300 610 Q330 430 280 340Z') +
    fold('M470 360 Q440 470 500 610 L520 606 Q470 470 492 356Z', true) +
    line(246, 204, 254, 320, dark, 3, { opacity: 0.5 }) +
    line(554, 204, 546, 320, dark, 3, { opacity: 0.5 }) +
    stitch('M252 610 Q400 624 548 610', dark) +
    stitch('M150 300 L196 350', dark) +
    stitch('M650 300 L604 350', dark) +
    circle(470, 280, 14, p.accent, { opacity: 0.85 })
  );
};

export const hoodie: Art = (x, p) => {
  const dark = shade(p.main, -0.28);
  return (
    path('M318 206 C310 104 490 104 482 206Z', shade(p.main, -0.12)) +
    path(
      'M330 190 L238 214 L170 330 L136 560 L206 576 L240 390 L248 600 Q400 616 552 600 L560 390 L594 576 L664 560 L630 330 L562 214 L470 190Z',
      x.body(p.main, 0.2, -0.2),
    ) +
    path('M338 204 C344 138 456 138 462 204 Q400 244 338 204Z', shade(p.main, -0.45)) +
    path('M330 190 Q400 262 470 190', 'none', { stroke: dark, 'stroke-width': 12 }) +
    line(376, 232, 370, 340, '#f8fafc', 6) +
    line(424, 232, 430, 340, '#f8fafc', 6) +
    rect(364, 336, 12, 22, 4, '#cbd5e1') +
    rect(424, 336, 12, 22, 4, '#cbd5e1') +
    path('M300 456 H500 L528 566 H272Z', shade(p.main, -0.08)) +
    path('M300 456 H500 L528 566 H272Z', 'none', { stroke: dark, 'stroke-width': 3, opacity: 0.6 }) +
    rect(246, 588, 308, 30, 10, dark, { opacity: 0.6 }) +
    rect(132, 548, 78, 34, 10, dark, { transform: 'rotate(4 171 565)' }) +
    rect(590, 548, 78, 34, 10, dark, { transform: 'rotate(-4 629 565)' }) +
    fold('M280 380 Q320 470 300 580 L282 584 Q300 470 262 390Z')
  );
};

export const jacket: Art = (x, p) => {
  const dark = shade(p.main, -0.3);
  const channels = [270, 330, 390, 450, 510]
    .map((y) =>
      path(`M250 ${y} Q400 ${y + 18} 550 ${y}`, 'none', { stroke: dark, 'stroke-width': 4, opacity: 0.55 }),
    )
    .join('');
  const sleeves = [300, 370, 440, 510]
    .map(
      (y) =>
        `M${y < 400 ? 190 : 165} ${y}L${y < 400 ? 238 : 232} ${y + 8}M${y < 400 ? 610 : 635} ${y}L${y < 400 ? 562 : 568} ${y + 8}`,
    )
    .join('');
  return (
    path(
      'M335 170 L236 206 L168 330 L140 578 L214 590 L244 380 L246 592 Q400 612 554 592 L556 380 L586 590 L660 578 L632 330 L564 206 L465 170Z',
      x.body(p.main, 0.3, -0.25),
    ) +
    channels +
    path(sleeves, 'none', { stroke: dark, 'stroke-width': 4, opacity: 0.55 }) +
    path('M335 170 Q400 150 465 170 L458 232 Q400 250 342 232Z', shade(p.main, -0.1)) +
    line(400, 240, 400, 600, mix(p.main, '#9ca3af', 0.6), 6) +
    rect(392, 240, 16, 28, 4, '#9ca3af') +
    fold('M270 260 Q300 420 280 580 L262 584 Q280 420 252 268Z') +
    fold('M440 270 Q480 300 540 280 L540 300 Q480 320 440 290Z')
  );
};

export const dress: Art = (x, p) => {
  const dark = shade(p.main, -0.25);
  return (
    line(352, 150, 362, 234, dark, 8) +
    line(448, 150, 438, 234, dark, 8) +
    path('M350 230 Q400 258 450 230 L468 362 Q400 378 332 362Z', x.body(p.main, 0.2, -0.2)) +
    path('M332 380 Q400 392 468 380 L598 636 Q400 684 202 636Z', x.body(p.main, 0.25, -0.25)) +
    fold('M372 392 Q330 520 290 646 L320 652 Q350 520 388 392Z') +
    fold('M430 392 Q470 520 520 650 L550 644 Q490 520 446 392Z', true) +
    fold('M400 394 Q400 520 410 664 L424 664 Q414 520 410 394Z') +
    rect(330, 358, 140, 28, 8, dark) +
    path('M462 372 Q520 350 520 390 Q500 396 470 380Z', dark) +
    path('M462 376 L500 470 L486 474Z M466 376 L530 450 L520 458Z', dark)
  );
};

export const jeans: Art = (x, p) => {
  const thread = '#d9a441';
  const denim = x.lin(
    [
      [0, shade(p.main, 0.22)],
      [0.5, p.main],
      [1, shade(p.main, -0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    path('M268 196 H532 L566 636 H432 L400 334 L368 636 H234Z', denim) +
    rect(264, 156, 272, 44, 6, shade(p.main, -0.12)) +
    [290, 360, 440, 510].map((bx) => rect(bx - 6, 152, 12, 50, 3, shade(p.main, -0.2))).join('') +
    circle(400, 178, 9, '#c9a227') +
    stitch('M400 200 V300 Q398 322 372 330', thread) +
    stitch('M280 206 Q340 214 352 270', thread) +
    stitch('M520 206 Q460 214 448 270', thread) +
    stitch('M268 198 H532', thread) +
    rect(232, 606, 136, 30, 4, shade(p.main, 0.15)) +
    rect(432, 606, 136, 30, 4, shade(p.main, 0.15)) +
    fold('M300 330 Q320 480 290 600 L272 600 Q300 480 284 340Z') +
    fold('M470 360 Q480 480 520 600 L540 600 Q500 480 486 360Z', true)
  );
};

export const scarf: Art = (x, p) => {
  const plaid = x.def(
    `plaid${p.main}${p.accent}`,
    (id) =>
      `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="${p.main}"/>` +
      `<rect y="20" width="64" height="16" fill="${p.accent}" opacity=".45"/><rect x="20" width="16" height="64" fill="${p.accent}" opacity=".45"/>` +
      `<path d="M0 50H64M50 0V64" stroke="#fff" stroke-width="3" opacity=".35"/></pattern>`,
  );
  const shadeOver = x.lin([
    [0, '#fff', 0.18],
    [0.5, '#fff', 0],
    [1, '#000', 0.18],
  ]);
  const layer = (y: number, w: number, h: number) =>
    rect(400 - w / 2, y, w, h, 28, `url(#${plaid})`) + rect(400 - w / 2, y, w, h, 28, shadeOver);
  const fringe = Array.from({ length: 9 }, (_, i) => `M${512 + i * 12} 618v40`).join('');
  return (
    layer(470, 380, 130) +
    layer(390, 350, 110) +
    layer(318, 320, 100) +
    group(rect(500, 330, 110, 290, 16, `url(#${plaid})`) + rect(500, 330, 110, 290, 16, shadeOver), {
      transform: 'rotate(-8 555 470)',
    }) +
    path(fringe, 'none', { stroke: shade(p.main, -0.1), 'stroke-width': 5, transform: 'rotate(-8 555 470)' })
  );
};
