import type { ProductSeed } from './catalogue-types.ts';
import { apparel, colourOnly, SHOE_SIZES } from './variants.ts';

/** Sports & Outdoors, part 1: training, yoga, hydration and ball sports. */
export const sportsFitness: readonly ProductSeed[] = [
  {
    slug: 'eco-grip-yoga-mat',
    art: 'yogamat',
    price: 4999,
    name: ['EcoGrip Yoga Mat 5 mm', 'Tapis de yoga EcoGrip 5 mm'],
    description: [
      'A non-slip natural rubber yoga mat with alignment lines.',
      'Un tapis de yoga antidérapant en caoutchouc naturel, avec lignes d’alignement.',
    ],
    details: [
      'EcoGrip holds firm even in hot yoga, thanks to its open-cell natural rubber surface. The 5 mm thickness protects knees and wrists, and subtle lines help you place hands and feet.',
      'L’EcoGrip adhère parfaitement même en yoga chaud, grâce à sa surface en caoutchouc naturel à cellules ouvertes. Ses 5 mm d’épaisseur protègent genoux et poignets, et de discrètes lignes guident le placement des mains et des pieds.',
    ],
    specs: [
      ['Size', 'Dimensions', '183 × 68 cm', '183 × 68 cm'],
      ['Thickness', 'Épaisseur', '5 mm', '5 mm'],
      ['Material', 'Matière', 'Natural rubber, PU top', 'Caoutchouc naturel, surface PU'],
      ['Weight', 'Poids', '2.4 kg', '2,4 kg'],
    ],
    variants: colourOnly(['Lavender', 'Sage', 'Teal']),
    featured: true,
  },
  {
    slug: 'travel-fold-yoga-mat',
    art: 'yogamat',
    tint: 'Coral',
    price: 3499,
    name: ['Travel Foldable Yoga Mat', 'Tapis de yoga de voyage pliable'],
    description: [
      'A 1.5 mm mat that folds to the size of a book.',
      'Un tapis de 1,5 mm qui se plie à la taille d’un livre.',
    ],
    details: [
      'Take your practice anywhere: this mat weighs under a kilo and folds flat into a suitcase. Lay it over a hotel carpet or on top of a studio mat for hygiene.',
      'Emportez votre pratique partout : ce tapis pèse moins d’un kilo et se plie à plat dans une valise. Posez-le sur la moquette d’un hôtel ou par-dessus un tapis de studio pour plus d’hygiène.',
    ],
    specs: [
      ['Thickness', 'Épaisseur', '1.5 mm', '1,5 mm'],
      ['Weight', 'Poids', '900 g', '900 g'],
      ['Foldable', 'Pliable', 'Yes', 'Oui'],
    ],
  },
  {
    slug: 'adjustable-dumbbell-pair',
    art: 'dumbbell',
    tint: 'Graphite',
    price: 19900,
    name: ['Adjustable Dumbbells 2–24 kg (Pair)', 'Haltères réglables 2–24 kg (la paire)'],
    description: [
      'Fifteen dumbbells in one pair: turn the dial to change the weight.',
      'Quinze paires d’haltères en une : tournez la molette pour changer de charge.',
    ],
    details: [
      'A quick twist of the dial selects anything from 2 to 24 kg, replacing a whole rack. The moulded tray keeps the plates tidy and the floor protected.',
      'Un simple tour de molette sélectionne de 2 à 24 kg et remplace tout un rack. Le socle moulé garde les disques bien rangés et protège le sol.',
    ],
    specs: [
      ['Weight range', 'Plage de poids', '2–24 kg each', '2–24 kg chacun'],
      ['Increments', 'Paliers', '15 settings', '15 réglages'],
      ['Includes', 'Inclus', '2 dumbbells, 2 trays', '2 haltères, 2 socles'],
    ],
  },
  {
    slug: 'hex-rubber-dumbbells',
    art: 'dumbbell',
    tint: 'Black',
    price: 5999,
    name: ['Hex Rubber Dumbbells 10 kg (Pair)', 'Haltères hexagonaux 10 kg (la paire)'],
    description: [
      'Rubber-coated hex dumbbells that will not roll away.',
      'Des haltères hexagonaux gainés de caoutchouc qui ne roulent pas.',
    ],
    details: [
      'The hexagonal heads stay put on the floor for push-up rows and renegade rows. Knurled chrome handles give a secure grip, even with sweaty hands.',
      'Leurs têtes hexagonales restent immobiles au sol pour les pompes et les rowings. Les poignées chromées striées assurent une prise sûre, même les mains moites.',
    ],
    specs: [
      ['Weight', 'Poids', '2 × 10 kg', '2 × 10 kg'],
      ['Coating', 'Revêtement', 'Rubber', 'Caoutchouc'],
      ['Handle', 'Poignée', 'Knurled chrome', 'Chrome strié'],
    ],
  },
  {
    slug: 'cast-iron-kettlebell-16',
    art: 'kettlebell',
    tint: 'Black',
    price: 5499,
    name: ['Cast Iron Kettlebell 16 kg', 'Kettlebell en fonte 16 kg'],
    description: [
      'A single-piece cast iron kettlebell with a wide, smooth handle.',
      'Un kettlebell en fonte d’une seule pièce, à poignée large et lisse.',
    ],
    details: [
      'Cast in one piece with no welds, this kettlebell is built for swings, snatches and Turkish get-ups. A powder-coated finish gives grip without tearing your hands.',
      'Coulé d’une seule pièce sans soudure, ce kettlebell est fait pour les swings, les arrachés et les relevés turcs. Son revêtement poudré offre une bonne prise sans abîmer les mains.',
    ],
    specs: [
      ['Weight', 'Poids', '16 kg', '16 kg'],
      ['Material', 'Matière', 'Cast iron, powder-coated', 'Fonte, revêtement poudré'],
      ['Handle', 'Poignée', '35 mm', '35 mm'],
    ],
  },
  {
    slug: 'insulated-steel-water-bottle',
    art: 'bottle',
    price: 2999,
    name: ['Insulated Steel Water Bottle 750 ml', 'Gourde isotherme en acier 750 ml'],
    description: [
      'Keeps water cold for 24 hours and coffee hot for 12.',
      'Garde l’eau fraîche 24 heures et le café chaud 12 heures.',
    ],
    details: [
      'Double-wall vacuum insulation means no condensation and no lukewarm water. The powder-coated finish grips well, and the wide mouth takes ice cubes easily.',
      'Sa double paroi isolée sous vide évite la condensation et l’eau tiède. Le revêtement poudré offre une bonne prise, et le large goulot accepte facilement les glaçons.',
    ],
    specs: [
      ['Capacity', 'Contenance', '750 ml', '75 cl'],
      ['Keeps cold', 'Garde au frais', '24 hours', '24 heures'],
      ['Keeps hot', 'Garde au chaud', '12 hours', '12 heures'],
      ['BPA-free', 'Sans BPA', 'Yes', 'Oui'],
    ],
    variants: colourOnly(['Teal', 'Coral', 'Navy', 'White']),
    featured: true,
  },
  {
    slug: 'pro-match-soccer-ball',
    art: 'soccerball',
    tint: 'White',
    price: 3499,
    name: ['Pro Match Soccer Ball', 'Ballon de football Pro Match'],
    description: [
      'A thermo-bonded size 5 match ball with true flight.',
      'Un ballon de match taille 5 thermocollé, à la trajectoire précise.',
    ],
    details: [
      'Thermo-bonded panels make the Pro Match ball round, seamless and water-resistant. It keeps its shape and touch through a whole season of matches.',
      'Ses panneaux thermocollés rendent le ballon Pro Match parfaitement rond, sans coutures et résistant à l’eau. Il garde sa forme et son toucher toute une saison de matchs.',
    ],
    specs: [
      ['Size', 'Taille', '5', '5'],
      ['Construction', 'Fabrication', 'Thermo-bonded', 'Thermocollé'],
      ['Surface', 'Surface', 'Grass and artificial turf', 'Herbe et gazon synthétique'],
    ],
  },
  {
    slug: 'streetball-outdoor-basketball',
    art: 'basketball',
    tint: 'Orange',
    price: 2999,
    name: ['Streetball Outdoor Basketball', 'Ballon de basket Streetball'],
    description: [
      'A durable size 7 basketball with deep channels for grip.',
      'Un ballon de basket taille 7 résistant, aux rainures profondes pour une bonne prise en main.',
    ],
    details: [
      'Its tough rubber cover is made for asphalt courts and rough playgrounds. Deep channels and a pebbled surface give control on dribbles and shots.',
      'Son enveloppe en caoutchouc résistant est faite pour les terrains en bitume et les playgrounds. Des rainures profondes et une surface granuleuse assurent le contrôle au dribble comme au tir.',
    ],
    specs: [
      ['Size', 'Taille', '7', '7'],
      ['Cover', 'Enveloppe', 'Rubber', 'Caoutchouc'],
      ['Use', 'Usage', 'Outdoor', 'Extérieur'],
    ],
  },
  {
    slug: 'carbon-pro-tennis-racket',
    art: 'racket',
    tint: 'Blue',
    price: 14900,
    name: ['Carbon Pro Tennis Racket', 'Raquette de tennis Carbon Pro'],
    description: [
      'A 300 g graphite racket for power and spin.',
      'Une raquette en graphite de 300 g pour la puissance et les effets.',
    ],
    details: [
      'The Carbon Pro pairs a stiff graphite frame with an open string pattern that bites the ball for heavy topspin. Vibration dampening keeps your elbow happy through long sessions.',
      'La Carbon Pro associe un cadre rigide en graphite à un plan de cordage ouvert qui mord la balle pour un lift appuyé. Son système anti-vibrations ménage le coude pendant les longues séances.',
    ],
    specs: [
      ['Weight', 'Poids', '300 g unstrung', '300 g non cordée'],
      ['Head size', 'Tamis', '100 sq in', '645 cm²'],
      ['String pattern', 'Plan de cordage', '16 × 19', '16 × 19'],
    ],
  },
  {
    slug: 'trail-runner-shoes',
    art: 'sneaker',
    price: 11900,
    name: ['Trail Runner Shoes', 'Chaussures de trail Trail Runner'],
    description: [
      'Grippy trail shoes with a rock plate and responsive foam.',
      'Des chaussures de trail accrocheuses, avec plaque anti-roches et mousse réactive.',
    ],
    details: [
      'Aggressive 5 mm lugs bite into mud and loose rock, while a flexible rock plate protects your feet. A quick-lace system lets you tighten them on the move.',
      'Des crampons agressifs de 5 mm accrochent la boue et les cailloux, tandis qu’une plaque souple protège vos pieds. Le laçage rapide se resserre sans s’arrêter.',
    ],
    specs: [
      ['Drop', 'Drop', '6 mm', '6 mm'],
      ['Lugs', 'Crampons', '5 mm', '5 mm'],
      ['Weight', 'Poids', '290 g (size 9)', '290 g (pointure 9)'],
    ],
    variants: apparel(['Orange', 'Teal'], SHOE_SIZES),
  },
];
