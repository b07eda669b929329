import type { ProductSeed } from './catalogue-types.ts';
import { colourOnly } from './variants.ts';

/** Health & Beauty, part 2: fragrance, make-up, hair and oral care. */
export const beautyMakeupCare: readonly ProductSeed[] = [
  {
    slug: 'eau-de-lumiere-perfume',
    art: 'perfume',
    tint: 'Pink',
    price: 8900,
    name: ['Eau de Lumière Eau de Parfum', 'Eau de Lumière, eau de parfum'],
    description: [
      'A luminous floral scent of peony, pear and white musk.',
      'Un parfum floral lumineux de pivoine, de poire et de musc blanc.',
    ],
    details: [
      'Eau de Lumière opens on juicy pear before revealing a heart of peony and jasmine. The white musk base lasts from morning coffee to evening plans.',
      'Eau de Lumière s’ouvre sur une poire juteuse avant de dévoiler un cœur de pivoine et de jasmin. Son fond de musc blanc tient du café du matin jusqu’aux sorties du soir.',
    ],
    specs: [
      ['Volume', 'Contenance', '50 ml', '50 ml'],
      ['Concentration', 'Concentration', 'Eau de parfum', 'Eau de parfum'],
      ['Notes', 'Notes', 'Pear, peony, white musk', 'Poire, pivoine, musc blanc'],
      ['Longevity', 'Tenue', '8 hours', '8 heures'],
    ],
    featured: true,
  },
  {
    slug: 'cedar-noir-eau-de-parfum',
    art: 'perfume',
    tint: 'Midnight',
    price: 9900,
    name: ['Cèdre Noir Eau de Parfum', 'Cèdre Noir, eau de parfum'],
    description: [
      'A smoky woody fragrance of cedar, vetiver and black pepper.',
      'Un parfum boisé et fumé de cèdre, de vétiver et de poivre noir.',
    ],
    details: [
      'Cèdre Noir is warm, deep and quietly confident. A spark of black pepper gives way to cedarwood and smoky vetiver that stays close to the skin.',
      'Cèdre Noir est chaleureux, profond et d’une assurance tranquille. Une pointe de poivre noir laisse place au bois de cèdre et à un vétiver fumé qui reste près de la peau.',
    ],
    specs: [
      ['Volume', 'Contenance', '100 ml', '100 ml'],
      ['Concentration', 'Concentration', 'Eau de parfum', 'Eau de parfum'],
      ['Notes', 'Notes', 'Black pepper, cedar, vetiver', 'Poivre noir, cèdre, vétiver'],
    ],
  },
  {
    slug: 'velvet-matte-lipstick',
    art: 'lipstick',
    price: 2400,
    name: ['Velvet Matte Lipstick', 'Rouge à lèvres mat Velvet'],
    description: [
      'A creamy matte lipstick with rich colour in one swipe.',
      'Un rouge à lèvres mat et crémeux, à la couleur intense dès le premier passage.',
    ],
    details: [
      'Velvet glides on smoothly and sets to a soft matte finish that never feels dry. Jojoba oil keeps lips comfortable for up to eight hours.',
      'Velvet glisse en douceur et se fixe en un fini mat velouté qui ne dessèche jamais. L’huile de jojoba garde les lèvres confortables jusqu’à huit heures.',
    ],
    specs: [
      ['Finish', 'Fini', 'Soft matte', 'Mat velouté'],
      ['Weight', 'Poids', '3.5 g', '3,5 g'],
      ['Wear', 'Tenue', 'Up to 8 hours', 'Jusqu’à 8 heures'],
    ],
    variants: colourOnly(['Red', 'Rose', 'Coral', 'Brown']),
  },
  {
    slug: 'satin-glow-tinted-balm',
    art: 'lipstick',
    tint: 'Pink',
    price: 1600,
    name: ['Satin Glow Tinted Lip Balm', 'Baume à lèvres teinté Satin Glow'],
    description: [
      'A sheer tinted balm that hydrates and adds a hint of colour.',
      'Un baume teinté transparent qui hydrate et apporte une touche de couleur.',
    ],
    details: [
      'Satin Glow melts onto the lips with a natural flush of colour and a healthy shine. Shea butter and vitamin E repair dry lips overnight.',
      'Satin Glow fond sur les lèvres pour un effet bonne mine naturel et un brillant sain. Le beurre de karité et la vitamine E réparent les lèvres sèches en une nuit.',
    ],
    specs: [
      ['Finish', 'Fini', 'Sheer satin', 'Satiné transparent'],
      ['Weight', 'Poids', '3 g', '3 g'],
      ['Key ingredients', 'Actifs clés', 'Shea butter, vitamin E', 'Beurre de karité, vitamine E'],
    ],
  },
  {
    slug: 'gel-shine-nail-polish',
    art: 'nailpolish',
    price: 1200,
    name: ['Gel Shine Nail Polish', 'Vernis à ongles effet gel Gel Shine'],
    description: [
      'A long-wear polish with a gel-like shine, no lamp needed.',
      'Un vernis longue tenue à l’effet gel, sans lampe UV.',
    ],
    details: [
      'Two coats give full, glossy colour that resists chips for up to ten days. The wide brush covers each nail in a single stroke.',
      'Deux couches suffisent pour une couleur intense et brillante qui résiste jusqu’à dix jours. Son pinceau large couvre chaque ongle en un seul geste.',
    ],
    specs: [
      ['Volume', 'Contenance', '10 ml', '10 ml'],
      ['Wear', 'Tenue', 'Up to 10 days', 'Jusqu’à 10 jours'],
      ['Formula', 'Formule', '10-free', 'Sans 10 substances controversées'],
    ],
    variants: colourOnly(['Red', 'Lavender', 'Coral', 'Navy']),
  },
  {
    slug: 'nude-eyeshadow-palette',
    art: 'palette',
    tint: 'Beige',
    price: 3900,
    name: ['Everyday Nudes Eyeshadow Palette', 'Palette de fards à paupières Nude'],
    description: [
      'Twelve blendable neutral shades in matte and shimmer.',
      'Douze teintes neutres faciles à estomper, mates et irisées.',
    ],
    details: [
      'From a soft cream to a deep espresso, these shades create looks for the office and evenings out alike. The buttery powders blend without patchiness and stay put all day.',
      'D’un crème doux à un expresso profond, ces teintes composent des looks pour le bureau comme pour le soir. Les poudres fondantes s’estompent sans démarcation et tiennent toute la journée.',
    ],
    specs: [
      ['Shades', 'Teintes', '12', '12'],
      ['Finishes', 'Finis', 'Matte and shimmer', 'Mat et irisé'],
      ['Mirror', 'Miroir', 'Yes', 'Oui'],
    ],
  },
  {
    slug: 'sunset-eyeshadow-palette',
    art: 'palette',
    tint: 'Orange',
    price: 3900,
    name: ['Sunset Eyeshadow Palette', 'Palette de fards à paupières Sunset'],
    description: [
      'Warm terracotta, copper and gold shades for bold looks.',
      'Des teintes chaudes terracotta, cuivre et or pour des looks affirmés.',
    ],
    details: [
      'Sunset brings together sun-soaked oranges, rich copper and glinting gold. Build colour gradually for daytime, or go all out for the evening.',
      'Sunset réunit des orangés ensoleillés, un cuivre intense et un or scintillant. Construisez la couleur progressivement le jour, ou osez l’intensité le soir.',
    ],
    specs: [
      ['Shades', 'Teintes', '9', '9'],
      ['Finishes', 'Finis', 'Matte, shimmer, metallic', 'Mat, irisé, métallisé'],
      ['Vegan', 'Vegan', 'Yes', 'Oui'],
    ],
  },
  {
    slug: 'sonicclean-electric-toothbrush',
    art: 'toothbrush',
    tint: 'White',
    price: 7999,
    name: ['SonicClean Electric Toothbrush', 'Brosse à dents électrique SonicClean'],
    description: [
      'A sonic toothbrush with a pressure sensor and 30-day battery.',
      'Une brosse à dents sonique avec capteur de pression et 30 jours d’autonomie.',
    ],
    details: [
      'Thirty-one thousand strokes a minute remove up to ten times more plaque than a manual brush. A gentle pulse warns you when you press too hard, protecting your gums.',
      'Trente et un mille mouvements par minute éliminent jusqu’à dix fois plus de plaque qu’une brosse manuelle. Une légère pulsation vous avertit quand vous appuyez trop fort, pour protéger vos gencives.',
    ],
    specs: [
      ['Modes', 'Modes', '4', '4'],
      ['Battery life', 'Autonomie', '30 days', '30 jours'],
      ['Timer', 'Minuteur', '2 minutes, 30 s pacer', '2 minutes, signal toutes les 30 s'],
    ],
  },
  {
    slug: 'ionic-pro-hair-dryer',
    art: 'hairdryer',
    tint: 'Rose',
    price: 12900,
    name: ['Ionic Pro Hair Dryer', 'Sèche-cheveux Ionic Pro'],
    description: [
      'A fast, quiet 1,800 W dryer with ionic frizz control.',
      'Un sèche-cheveux rapide et silencieux de 1 800 W, avec ions anti-frisottis.',
    ],
    details: [
      'A high-speed motor dries hair in half the time while ions smooth the cuticle for shine. Three heat settings and a cool shot let you finish any style.',
      'Son moteur haute vitesse sèche les cheveux deux fois plus vite tandis que les ions lissent les écailles pour plus de brillance. Trois températures et une touche air froid permettent de fixer chaque coiffure.',
    ],
    specs: [
      ['Power', 'Puissance', '1,800 W', '1 800 W'],
      ['Settings', 'Réglages', '3 heat, 2 speed, cool shot', '3 températures, 2 vitesses, air froid'],
      ['Attachments', 'Accessoires', 'Concentrator, diffuser', 'Concentrateur, diffuseur'],
    ],
  },
  {
    slug: 'travel-mini-hair-dryer',
    art: 'hairdryer',
    tint: 'Sky',
    price: 4999,
    name: ['Travel Mini Hair Dryer', 'Sèche-cheveux de voyage Mini'],
    description: [
      'A foldable dual-voltage dryer for your suitcase.',
      'Un sèche-cheveux pliable bi-tension pour votre valise.',
    ],
    details: [
      'The handle folds flat and the dryer switches between 110 and 230 volts, so it works anywhere in the world. It is small but powerful enough for long hair.',
      'Sa poignée se replie à plat et il passe de 110 à 230 volts : il fonctionne partout dans le monde. Petit, il reste assez puissant pour les cheveux longs.',
    ],
    specs: [
      ['Power', 'Puissance', '1,200 W', '1 200 W'],
      ['Voltage', 'Tension', '110–230 V', '110–230 V'],
      ['Foldable', 'Pliable', 'Yes', 'Oui'],
    ],
    soldOut: true,
  },
  {
    slug: 'argan-repair-hair-oil',
    art: 'serum',
    tint: 'Gold',
    price: 2800,
    name: ['Argan Repair Hair Oil', 'Huile capillaire réparatrice à l’argan'],
    description: [
      'A silky oil that tames frizz and protects from heat.',
      'Une huile soyeuse qui discipline les frisottis et protège de la chaleur.',
    ],
    details: [
      'A few drops of cold-pressed argan oil add shine and softness without weighing hair down. Use it on damp hair before blow-drying or on dry ends to finish.',
      'Quelques gouttes d’huile d’argan pressée à froid apportent brillance et douceur sans alourdir. Utilisez-la sur cheveux humides avant le séchage ou sur pointes sèches en finition.',
    ],
    specs: [
      ['Volume', 'Contenance', '50 ml', '50 ml'],
      ['Key ingredients', 'Actifs clés', 'Cold-pressed argan oil', 'Huile d’argan pressée à froid'],
      ['Heat protection', 'Protection thermique', 'Up to 230 °C', 'Jusqu’à 230 °C'],
    ],
  },
];
