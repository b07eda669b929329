import { Ctx, circle, ellipse, path, rect, shade, svgDoc } from './svg.ts';

/** Illustrated customer portraits for the testimonials (made-up people). */

interface Person {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  style: 'long' | 'short' | 'bob' | 'scarf' | 'curly' | 'beard';
  glasses?: boolean;
}

const PEOPLE: Record<string, Person> = {
  'Emily Carter': { bg: '#fde2e4', skin: '#f3c9a8', hair: '#8b5a2b', shirt: '#e76f51', style: 'long' },
  'Lucas Bernard': { bg: '#dbeafe', skin: '#e8b48f', hair: '#2b2118', shirt: '#1d4ed8', style: 'beard' },
  'Aisha Rahman': { bg: '#dcfce7', skin: '#b67b55', hair: '#0f766e', shirt: '#115e59', style: 'scarf' },
  'Marc Dubois': {
    bg: '#fef3c7',
    skin: '#efc3a0',
    hair: '#9ca3af',
    shirt: '#374151',
    style: 'short',
    glasses: true,
  },
  'Olivia Chen': { bg: '#ede9fe', skin: '#f1cfb0', hair: '#111827', shirt: '#7c3aed', style: 'bob' },
  'David Miller': { bg: '#ffedd5', skin: '#8d5a3b', hair: '#1f1410', shirt: '#ea580c', style: 'curly' },
};

export function avatarSvg(name: string): string {
  const p = PEOPLE[name];
  if (!p) throw new Error(`No portrait drawn for ${name}`);
  const x = new Ctx();
  const skin = x.lin([
    [0, shade(p.skin, 0.1)],
    [1, shade(p.skin, -0.12)],
  ]);
  const behind =
    p.style === 'long'
      ? path('M128 170 C120 80 280 80 272 170 L290 300 H110Z', p.hair)
      : p.style === 'bob'
        ? path('M124 180 C116 84 284 84 276 180 L280 250 H120Z', p.hair)
        : p.style === 'scarf'
          ? path('M116 190 C110 70 290 70 284 190 L300 330 H100Z', p.hair)
          : '';
  const front =
    p.style === 'long' || p.style === 'bob'
      ? path('M136 160 C150 100 250 96 266 150 C230 130 180 128 136 160Z', p.hair)
      : p.style === 'scarf'
        ? path('M128 170 C130 96 270 96 272 170 C250 120 150 120 128 170Z', shade(p.hair, 0.15))
        : p.style === 'curly'
          ? [150, 180, 210, 240, 165, 200, 235]
              .map((cx, i) => circle(cx, i < 4 ? 112 : 92, 26, p.hair))
              .join('')
          : path('M136 150 C140 90 260 90 264 150 C240 124 170 122 136 150Z', p.hair);
  const beard =
    p.style === 'beard' ? path('M150 196 C160 262 240 262 250 196 C236 226 164 226 150 196Z', p.hair) : '';
  const glasses = p.glasses
    ? circle(172, 180, 20, 'none', { stroke: '#1f2937', 'stroke-width': 5 }) +
      circle(228, 180, 20, 'none', { stroke: '#1f2937', 'stroke-width': 5 }) +
      path('M192 180 H208', 'none', { stroke: '#1f2937', 'stroke-width': 5 })
    : '';
  return svgDoc(
    x,
    400,
    400,
    circle(200, 200, 200, p.bg) +
      behind +
      path('M70 400 C70 310 130 280 200 280 C270 280 330 310 330 400Z', p.shirt) +
      rect(178, 236, 44, 56, 18, shade(p.skin, -0.12)) +
      ellipse(200, 180, 68, 80, skin) +
      ellipse(132, 186, 10, 16, p.skin) +
      ellipse(268, 186, 10, 16, p.skin) +
      front +
      circle(175, 182, 6, '#1f2937') +
      circle(225, 182, 6, '#1f2937') +
      path('M178 220 Q200 238 222 220', 'none', {
        stroke: '#9a3412',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }) +
      circle(160, 210, 11, '#f87171', { opacity: 0.25 }) +
      circle(240, 210, 11, '#f87171', { opacity: 0.25 }) +
      beard +
      glasses,
    `Portrait of ${name}`,
  );
}
