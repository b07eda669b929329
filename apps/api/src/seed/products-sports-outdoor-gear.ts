import type { ProductSeed } from './catalogue-types.ts';
import { colourOnly } from './variants.ts';

/** Sports & Outdoors, part 2: bikes, camping, packs and helmets. */
export const sportsOutdoorGear: readonly ProductSeed[] = [
  {
    slug: 'ridgeline-hybrid-bike',
    art: 'bicycle',
    tint: 'Teal',
    price: 64900,
    name: ['Ridgeline Hybrid Bike', 'Vélo hybride Ridgeline'],
    description: [
      'A light aluminium hybrid for commuting and weekend gravel.',
      'Un vélo hybride léger en aluminium, pour les trajets quotidiens et le gravel du week-end.',
    ],
    details: [
      'Ridgeline rolls fast on tarmac and stays composed on gravel paths, thanks to 40 mm tyres. Hydraulic disc brakes stop you confidently in the rain, and mounts for racks and mudguards make it ready for anything.',
      'Le Ridgeline file sur le bitume et reste serein sur les chemins de gravier grâce à ses pneus de 40 mm. Ses freins à disque hydrauliques vous arrêtent en toute confiance sous la pluie, et ses fixations pour porte-bagages et garde-boue le préparent à tout.',
    ],
    specs: [
      ['Frame', 'Cadre', '6061 aluminium', 'Aluminium 6061'],
      ['Gears', 'Vitesses', '1 × 10', '1 × 10'],
      ['Brakes', 'Freins', 'Hydraulic disc', 'Disques hydrauliques'],
      ['Tyres', 'Pneus', '700 × 40c', '700 × 40c'],
      ['Weight', 'Poids', '11.2 kg', '11,2 kg'],
    ],
  },
  {
    slug: 'city-cruiser-bike',
    art: 'bicycle',
    tint: 'Sage',
    price: 44900,
    name: ['City Cruiser Bike', 'Vélo de ville City Cruiser'],
    description: [
      'An upright step-through city bike with a front basket.',
      'Un vélo de ville à cadre ouvert et position droite, avec panier avant.',
    ],
    details: [
      'Sit tall, see the traffic and ride in everyday clothes. The hub gears need almost no maintenance, and the dynamo lights switch on by themselves at dusk.',
      'Assis bien droit, vous voyez la circulation et roulez en tenue de tous les jours. Les vitesses au moyeu ne demandent presque aucun entretien, et l’éclairage à dynamo s’allume tout seul à la tombée du jour.',
    ],
    specs: [
      ['Frame', 'Cadre', 'Step-through steel', 'Acier, cadre ouvert'],
      ['Gears', 'Vitesses', '3-speed hub', 'Moyeu 3 vitesses'],
      ['Lights', 'Éclairage', 'Dynamo, automatic', 'Dynamo, automatique'],
      ['Extras', 'Équipement', 'Basket, rack, mudguards', 'Panier, porte-bagages, garde-boue'],
    ],
  },
  {
    slug: 'enduro-trail-mountain-bike',
    art: 'bicycle',
    tint: 'Orange',
    price: 99900,
    name: ['Enduro Trail Mountain Bike', 'VTT Enduro Trail'],
    description: [
      'A full-suspension trail bike with 140 mm of travel.',
      'Un VTT tout-suspendu de trail avec 140 mm de débattement.',
    ],
    details: [
      'Built to climb efficiently and descend with a grin, the Enduro Trail smooths out roots and rocks. A dropper post and 12-speed drivetrain make technical trails feel easy.',
      'Conçu pour grimper efficacement et descendre le sourire aux lèvres, l’Enduro Trail efface racines et rochers. Sa tige de selle télescopique et sa transmission 12 vitesses rendent les sentiers techniques accessibles.',
    ],
    specs: [
      ['Travel', 'Débattement', '140 mm front and rear', '140 mm avant et arrière'],
      ['Wheels', 'Roues', '29"', '29"'],
      ['Gears', 'Vitesses', '1 × 12', '1 × 12'],
      ['Seatpost', 'Tige de selle', 'Dropper, 150 mm', 'Télescopique, 150 mm'],
    ],
  },
  {
    slug: 'summit-two-person-tent',
    art: 'tent',
    tint: 'Orange',
    price: 19900,
    name: ['Summit 2-Person Backpacking Tent', 'Tente de randonnée Summit 2 places'],
    description: [
      'A 1.6 kg freestanding tent that pitches in three minutes.',
      'Une tente autoportante de 1,6 kg qui se monte en trois minutes.',
    ],
    details: [
      'Colour-coded poles and clips make pitching easy, even in the dark. Two doors and two porches mean no climbing over your partner, and the fly handles heavy rain.',
      'Des arceaux et des clips de couleur facilitent le montage, même dans l’obscurité. Deux portes et deux absides évitent d’enjamber votre partenaire, et le double toit résiste aux fortes pluies.',
    ],
    specs: [
      ['Capacity', 'Capacité', '2 people', '2 personnes'],
      ['Weight', 'Poids', '1.6 kg', '1,6 kg'],
      ['Waterproofing', 'Imperméabilité', '3,000 mm', '3 000 mm'],
      ['Seasons', 'Saisons', '3', '3'],
    ],
  },
  {
    slug: 'basecamp-four-person-tent',
    art: 'tent',
    tint: 'Green',
    price: 32900,
    name: ['Basecamp 4-Person Family Tent', 'Tente familiale Basecamp 4 places'],
    description: [
      'A roomy tunnel tent with two bedrooms and a living area.',
      'Une tente tunnel spacieuse avec deux chambres et un séjour.',
    ],
    details: [
      'Basecamp gives a family space to stand up, cook under cover and sleep in darkened bedrooms. Large mesh windows keep the air moving on warm nights.',
      'La Basecamp offre à toute la famille de quoi se tenir debout, cuisiner à l’abri et dormir dans des chambres occultantes. De grandes fenêtres en moustiquaire font circuler l’air les nuits chaudes.',
    ],
    specs: [
      ['Capacity', 'Capacité', '4 people', '4 personnes'],
      ['Bedrooms', 'Chambres', '2, blackout', '2, occultantes'],
      ['Height', 'Hauteur', '195 cm', '195 cm'],
      ['Weight', 'Poids', '12.5 kg', '12,5 kg'],
    ],
    soldOut: true,
  },
  {
    slug: 'trailhead-35l-hiking-backpack',
    art: 'backpack',
    price: 11900,
    name: ['Trailhead 35 L Hiking Backpack', 'Sac de randonnée Trailhead 35 L'],
    description: [
      'A ventilated 35-litre pack with a rain cover and hip belt.',
      'Un sac ventilé de 35 litres, avec housse de pluie et ceinture ventrale.',
    ],
    details: [
      'A suspended mesh back panel keeps air flowing, so you arrive at the summit less sweaty. Pockets on the hip belt keep snacks and a phone within reach.',
      'Un dos en filet suspendu laisse circuler l’air pour arriver au sommet moins en sueur. Les poches de la ceinture gardent en-cas et téléphone à portée de main.',
    ],
    specs: [
      ['Volume', 'Volume', '35 L', '35 L'],
      ['Weight', 'Poids', '1.2 kg', '1,2 kg'],
      ['Rain cover', 'Housse de pluie', 'Included', 'Incluse'],
      ['Hydration', 'Hydratation', 'Bladder compatible', 'Compatible poche à eau'],
    ],
    variants: colourOnly(['Olive', 'Navy', 'Orange']),
  },
  {
    slug: 'everyday-20l-daypack',
    art: 'backpack',
    tint: 'Mustard',
    price: 6499,
    name: ['Everyday 20 L Daypack', 'Sac à dos Everyday 20 L'],
    description: [
      'A water-resistant daypack with a padded laptop sleeve.',
      'Un sac à dos déperlant avec compartiment rembourré pour ordinateur.',
    ],
    details: [
      'From the office to a short hike, this 20-litre pack carries it all comfortably. The roll-top closure expands when you need a little more space.',
      'Du bureau à une petite randonnée, ce sac de 20 litres transporte tout confortablement. Sa fermeture à enroulement s’agrandit quand il vous faut un peu plus de place.',
    ],
    specs: [
      ['Volume', 'Volume', '20 L', '20 L'],
      ['Laptop sleeve', 'Pochette ordinateur', 'Up to 15"', 'Jusqu’à 15"'],
      ['Fabric', 'Tissu', 'Recycled, water-resistant', 'Recyclé, déperlant'],
    ],
  },
  {
    slug: 'aero-road-cycling-helmet',
    art: 'helmet',
    tint: 'White',
    price: 8999,
    name: ['Aero Road Cycling Helmet', 'Casque de vélo de route Aero'],
    description: [
      'A light, well-ventilated road helmet with rotational impact protection.',
      'Un casque de route léger et bien ventilé, avec protection contre les impacts en rotation.',
    ],
    details: [
      'Eighteen vents channel cool air over your head on long climbs. A rotational protection layer reduces the forces of angled impacts, and the dial fit adjusts with one hand.',
      'Dix-huit aérations canalisent l’air frais sur la tête dans les longues montées. Une couche de protection en rotation réduit les forces des chocs obliques, et la molette s’ajuste d’une seule main.',
    ],
    specs: [
      ['Weight', 'Poids', '260 g', '260 g'],
      ['Vents', 'Aérations', '18', '18'],
      ['Sizes', 'Tailles', 'S, M, L', 'S, M, L'],
    ],
  },
  {
    slug: 'alpine-snow-helmet',
    art: 'helmet',
    tint: 'Navy',
    price: 12900,
    name: ['Alpine Ski & Snowboard Helmet', 'Casque de ski et snowboard Alpine'],
    description: [
      'A warm, adjustable snow helmet with goggle clip and audio-ready pads.',
      'Un casque de neige chaud et réglable, avec clip pour masque et coussinets compatibles audio.',
    ],
    details: [
      'Closeable vents let you choose between warmth on the chairlift and airflow on the descent. The soft ear pads can hold headphones for music on the slopes.',
      'Des aérations réglables vous laissent choisir entre chaleur sur le télésiège et ventilation dans la descente. Les oreillettes souples peuvent accueillir des écouteurs pour la musique sur les pistes.',
    ],
    specs: [
      ['Weight', 'Poids', '450 g', '450 g'],
      ['Vents', 'Aérations', 'Adjustable', 'Réglables'],
      ['Certification', 'Certification', 'EN 1077', 'EN 1077'],
    ],
  },
  {
    slug: 'collapsible-camping-bottle',
    art: 'bottle',
    tint: 'Lavender',
    price: 1999,
    name: ['Collapsible Silicone Bottle 600 ml', 'Gourde pliable en silicone 60 cl'],
    description: [
      'A squashable bottle that rolls up when empty.',
      'Une gourde souple qui s’enroule une fois vide.',
    ],
    details: [
      'Made of food-grade silicone, this bottle folds down to a third of its size when empty. A carabiner loop clips it to your pack.',
      'Fabriquée en silicone alimentaire, cette gourde se replie au tiers de sa taille une fois vide. Sa boucle à mousqueton s’accroche à votre sac.',
    ],
    specs: [
      ['Capacity', 'Contenance', '600 ml', '60 cl'],
      ['Material', 'Matière', 'Food-grade silicone', 'Silicone alimentaire'],
      ['Weight', 'Poids', '110 g', '110 g'],
    ],
  },
  {
    slug: 'balance-kids-bike',
    art: 'bicycle',
    tint: 'Red',
    price: 12900,
    name: ['Little Rider Balance Bike', 'Draisienne Little Rider'],
    description: [
      'A pedal-free balance bike for ages 2 to 5.',
      'Une draisienne sans pédales pour les enfants de 2 à 5 ans.',
    ],
    details: [
      'Balance bikes teach children to steer and balance first, so most skip stabilisers altogether. Puncture-proof tyres and a low frame make it safe and easy to use.',
      'La draisienne apprend d’abord à se diriger et à tenir l’équilibre : la plupart des enfants se passent ensuite des petites roues. Des pneus increvables et un cadre bas la rendent sûre et facile à utiliser.',
    ],
    specs: [
      ['Age', 'Âge', '2–5 years', '2–5 ans'],
      ['Wheels', 'Roues', '12", puncture-proof', '12", increvables'],
      ['Weight', 'Poids', '3.1 kg', '3,1 kg'],
    ],
  },
];
