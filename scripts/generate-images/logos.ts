import { Ctx, circle, path, svgDoc, text } from './svg.ts';

/** Made-up brand wordmarks (no real trademarks): an icon and the name, on a 400 × 160 canvas. */

const SANS = 'Helvetica, Arial, sans-serif';
const SERIF = 'Georgia, serif';

interface Logo {
  colour: string;
  icon: string;
  word: string;
  font: string;
  weight: number;
  size: number;
  spacing?: number;
  italic?: boolean;
  sub?: string;
  /** A solid icon; otherwise it is drawn as a stroke. */
  filled?: boolean;
}

const LOGOS: Record<string, Logo> = {
  Nordwave: {
    colour: '#2563eb',
    icon: 'M18 80 C38 50 58 50 78 80 S118 110 138 80 M18 108 C38 78 58 78 78 108 S118 138 138 108',
    word: 'nordwave',
    font: SANS,
    weight: 800,
    size: 44,
  },
  Lumora: {
    colour: '#d97706',
    icon: 'M78 52 A28 28 0 1 1 77.9 52 M78 30 V14 M78 146 V130 M30 80 H14 M142 80 H126 M44 46 L33 35 M112 46 L123 35',
    word: 'LUMORA',
    font: SERIF,
    weight: 400,
    size: 40,
    spacing: 8,
  },
  'Kestrel Outdoor': {
    colour: '#15803d',
    icon: 'M20 130 L70 40 L96 86 L112 62 L146 130Z',
    filled: true,
    word: 'KESTREL',
    font: SANS,
    weight: 900,
    size: 44,
    sub: 'OUTDOOR',
  },
  'Maison Clair': {
    colour: '#be185d',
    icon: '',
    word: 'Maison Clair',
    font: SERIF,
    weight: 400,
    size: 38,
    italic: true,
  },
  Pulseline: {
    colour: '#dc2626',
    icon: 'M14 84 H50 L62 50 L80 120 L96 64 L106 84 H142',
    word: 'pulseline',
    font: SANS,
    weight: 700,
    size: 44,
  },
  Fernwood: {
    colour: '#166534',
    icon: 'M78 140 C78 100 78 60 78 22 M78 120 C50 110 34 92 30 70 C56 74 72 92 78 110 M78 90 C104 80 118 62 122 40 C98 46 82 64 78 82',
    word: 'Fernwood',
    font: SERIF,
    weight: 700,
    size: 42,
  },
  'Atlas Works': {
    colour: '#334155',
    icon: 'M78 20 L130 50 V110 L78 140 L26 110 V50Z M26 50 L78 80 L130 50 M78 80 V140',
    word: 'ATLAS WORKS',
    font: SANS,
    weight: 800,
    size: 32,
    spacing: 2,
  },
  Solenne: {
    colour: '#a16207',
    icon: 'M78 20 C100 56 118 80 118 104 A40 40 0 0 1 38 104 C38 80 56 56 78 20Z',
    filled: true,
    word: 'SOLENNE',
    font: SERIF,
    weight: 400,
    size: 40,
    spacing: 10,
  },
  'Inkwell Press': {
    colour: '#1e3a8a',
    icon: 'M78 16 L122 84 Q100 120 78 144 Q56 120 34 84Z',
    filled: true,
    word: 'Inkwell Press',
    font: SERIF,
    weight: 700,
    size: 36,
  },
  'Vantage Athletics': {
    colour: '#ea580c',
    icon: 'M18 40 H58 L78 96 L98 40 H138 L96 140 H60Z',
    filled: true,
    word: 'VANTAGE',
    font: SANS,
    weight: 900,
    size: 46,
    italic: true,
    sub: 'ATHLETICS',
  },
};

export function logoSvg(name: string): string {
  const logo = LOGOS[name];
  if (!logo) throw new Error(`No logo drawn for brand ${name}`);
  const x = new Ctx();
  const filled = logo.filled === true;
  // Maison Clair is a monogram; Inkwell's pen nib gets its breather hole and slit on top.
  const icon =
    name === 'Maison Clair'
      ? circle(78, 80, 54, logo.colour) +
        text(78, 96, 'MC', {
          fill: '#fff',
          'font-size': 44,
          'font-family': SERIF,
          'font-style': 'italic',
          'text-anchor': 'middle',
        })
      : path(
          logo.icon,
          filled ? logo.colour : 'none',
          filled
            ? {}
            : {
                stroke: logo.colour,
                'stroke-width': 9,
                'stroke-linecap': 'round',
                'stroke-linejoin': 'round',
              },
        );
  const nib =
    name === 'Inkwell Press'
      ? circle(78, 84, 10, '#fff') + path('M78 96 V140', 'none', { stroke: '#fff', 'stroke-width': 5 })
      : '';
  const word = text(162, logo.sub ? 86 : 96, logo.word, {
    fill: logo.colour,
    'font-size': logo.size,
    'font-family': logo.font,
    'font-weight': logo.weight,
    'font-style': logo.italic ? 'italic' : undefined,
    'letter-spacing': logo.spacing,
  });
  const sub = logo.sub
    ? text(164, 122, logo.sub, {
        fill: logo.colour,
        'font-size': 18,
        'font-family': SANS,
        'font-weight': 600,
        'letter-spacing': 9,
        opacity: 0.8,
      })
    : '';
  return svgDoc(x, 480, 160, icon + nib + word + sub, `${name} logo`);
}
