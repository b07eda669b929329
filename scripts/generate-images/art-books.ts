import type { Art } from './art-types.ts';
import { circle, escapeXml, group, line, mix, path, rect, shade, text } from './svg.ts';

/** Books & Media: covers with their titles, records, games, stationery and a turntable. */

const SERIF = 'Georgia, serif';

/** Breaks a title into at most three short lines for a cover. */
function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function coverTitle(title: string, cx: number, y: number, size: number, fill: string, width = 12): string {
  return titleLines(title, width)
    .map((l, i) =>
      text(cx, y + i * size * 1.15, escapeXml(l), {
        fill,
        'font-size': size,
        'font-family': SERIF,
        'font-weight': 700,
        'text-anchor': 'middle',
      }),
    )
    .join('');
}

export const book: Art = (x, p) => {
  const cover = x.lin(
    [
      [0, shade(p.main, 0.15)],
      [1, shade(p.main, -0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  const ink = mix(p.main, '#ffffff', 0.88);
  return (
    path(
      'M520 176 L556 196 V636 L520 620Z',
      x.lin(
        [
          [0, '#f5f0e6'],
          [1, '#d9d1c0'],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    path('M524 200 V610 M532 204 V614 M540 208 V618 M548 212 V622', 'none', {
      stroke: '#c8bfae',
      'stroke-width': 2,
    }) +
    rect(250, 170, 276, 452, 8, cover) +
    rect(250, 170, 26, 452, 6, shade(p.main, -0.3)) +
    circle(400, 470, 80, p.accent, { opacity: 0.85 }) +
    path('M276 560 C330 500 380 540 420 510 C460 480 500 510 526 490 V622 H276Z', shade(p.main, -0.35), {
      opacity: 0.9,
    }) +
    path('M276 590 C340 550 420 580 526 540 V622 H276Z', shade(p.main, -0.5), { opacity: 0.8 }) +
    coverTitle(p.title, 401, 250, 30, ink) +
    rect(350, 380, 100, 3, 1, ink, { opacity: 0.7 }) +
    rect(276, 176, 12, 440, 6, '#fff', { opacity: 0.12 })
  );
};

export const bookstack: Art = (x, p) => {
  const colours = [p.main, shade(p.accent, -0.1), shade(p.main, -0.35), mix(p.main, '#e7dcc4', 0.6)];
  const books = [
    [200, 540, 420, 80],
    [230, 460, 370, 80],
    [180, 390, 400, 70],
    [240, 320, 340, 70],
  ] as const;
  return books
    .map(([bx, by, w, h], i) => {
      const c = colours[i] ?? p.main;
      return (
        rect(bx + 10, by + 6, w - 6, h - 12, 4, '#f5f0e6') +
        rect(
          bx,
          by,
          w - 20,
          h,
          8,
          x.lin([
            [0, shade(c, 0.2)],
            [1, shade(c, -0.2)],
          ]),
        ) +
        rect(bx + 40, by + 10, 6, h - 20, 2, '#d4b26a') +
        rect(bx + w - 80, by + 10, 6, h - 20, 2, '#d4b26a') +
        rect(bx + 90, by + h / 2 - 6, w - 220, 12, 6, mix(c, '#ffffff', 0.7), { opacity: 0.8 })
      );
    })
    .join('');
};

export const vinyl: Art = (x, p) => {
  const grooves = [150, 128, 106, 84]
    .map((r) => circle(540, 400, r, 'none', { stroke: '#2a2a2e', 'stroke-width': 3 }))
    .join('');
  const sleeve = x.lin(
    [
      [0, shade(p.main, 0.2)],
      [1, shade(p.main, -0.3)],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    circle(
      540,
      400,
      175,
      x.rad([
        [0, '#2b2b30'],
        [0.8, '#0d0d10'],
        [1, '#1b1b1f'],
      ]),
    ) +
    grooves +
    path('M440 290 Q540 230 640 300', 'none', { stroke: '#fff', 'stroke-width': 10, opacity: 0.12 }) +
    circle(540, 400, 54, p.accent) +
    circle(540, 400, 6, '#111') +
    rect(180, 220, 360, 360, 6, sleeve) +
    [150, 110, 70]
      .map((r, i) =>
        circle(360, 380, r, i % 2 ? shade(p.main, -0.25) : shade(p.accent, 0.1), { opacity: 0.9 }),
      )
      .join('') +
    path('M180 470 C260 430 320 490 400 460 C460 440 500 470 540 450 V580 H180Z', shade(p.main, -0.45), {
      opacity: 0.8,
    }) +
    coverTitle(p.title.toUpperCase(), 360, 550, 22, '#fff', 18) +
    rect(180, 220, 360, 360, 6, 'none', { stroke: '#000', 'stroke-width': 2, opacity: 0.15 })
  );
};

export const boardgame: Art = (x, p) => {
  const pip = (cx: number, cy: number) => circle(cx, cy, 7, '#1f2937');
  return (
    rect(180, 480, 440, 70, 10, shade(p.main, -0.45)) +
    rect(
      180,
      200,
      440,
      300,
      12,
      x.lin(
        [
          [0, shade(p.main, 0.2)],
          [1, shade(p.main, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    path('M180 420 C260 360 330 410 400 370 C470 330 540 380 620 340 V500 H180Z', shade(p.main, -0.3)) +
    circle(500, 290, 46, p.accent) +
    rect(220, 236, 360, 4, 2, '#fff', { opacity: 0.6 }) +
    coverTitle(p.title, 400, 300, 34, '#fff', 16) +
    group(rect(250, 550, 90, 90, 16, '#f8fafc') + pip(272, 572) + pip(295, 595) + pip(318, 618), {
      transform: 'rotate(-12 295 595)',
    }) +
    path(
      'M430 640 L438 590 Q420 585 422 570 Q426 552 444 556 Q446 540 460 540 Q474 540 476 556 Q494 552 498 570 Q500 585 482 590 L490 640Z',
      p.accent,
    ) +
    path(
      'M520 640 L528 596 Q512 591 514 578 Q518 562 534 566 Q536 552 548 552 Q560 552 562 566 Q578 562 582 578 Q584 591 568 596 L576 640Z',
      shade(p.main, 0.3),
    )
  );
};

export const notebook: Art = (x, p) => {
  const linen = x.def(
    `linen${p.main}`,
    (id) =>
      `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="#fff" stroke-width=".8" opacity=".12"/></pattern>`,
  );
  return group(
    rect(290, 166, 262, 460, 14, '#efe9dc') +
      rect(276, 160, 262, 460, 14, x.body(p.main, 0.18, -0.25)) +
      rect(276, 160, 262, 460, 14, `url(#${linen})`) +
      rect(500, 160, 16, 460, 4, shade(p.main, -0.5)) +
      path('M420 618 V690 L432 676 L444 690 V618Z', '#d4b26a') +
      circle(407, 300, 36, 'none', { stroke: shade(p.main, -0.3), 'stroke-width': 5 }) +
      line(370, 380, 444, 380, shade(p.main, -0.3), 5),
    { transform: 'rotate(-6 400 400) translate(0 -30)' },
  );
};

export const turntable: Art = (x, p) => {
  const wood = x.lin(
    [
      [0, shade(p.main, 0.25)],
      [1, shade(p.main, -0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  const top = group(
    rect(140, 210, 520, 400, 24, wood) +
      circle(360, 410, 170, '#9ca3af') +
      circle(
        360,
        410,
        160,
        x.rad([
          [0, '#2b2b30'],
          [1, '#0d0d10'],
        ]),
      ) +
      [130, 105, 80]
        .map((r) => circle(360, 410, r, 'none', { stroke: '#2a2a2e', 'stroke-width': 3 }))
        .join('') +
      circle(360, 410, 46, p.accent) +
      circle(360, 410, 6, '#d1d5db') +
      circle(
        590,
        260,
        26,
        x.rad([
          [0, '#f3f4f6'],
          [1, '#6b7280'],
        ]),
      ) +
      path('M590 260 L600 470 L520 540', 'none', {
        stroke: '#d1d5db',
        'stroke-width': 10,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      rect(500, 528, 44, 26, 5, '#1f2937', { transform: 'rotate(-40 522 541)' }) +
      circle(200, 570, 12, '#e5e7eb') +
      circle(240, 570, 12, '#e5e7eb'),
    { transform: 'translate(0 140) scale(1 0.7)' },
  );
  return (
    rect(140, 470, 520, 110, 24, shade(p.main, -0.35)) +
    top +
    rect(180, 580, 40, 20, 4, '#1f2937') +
    rect(580, 580, 40, 20, 4, '#1f2937')
  );
};
