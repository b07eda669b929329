import type { ProductSeed } from './catalogue-types.ts';

/** Home & Garden, part 2: kitchen, plants and garden tools. */
export const homeKitchenGarden: readonly ProductSeed[] = [
  {
    slug: 'stoneware-coffee-mug-set',
    art: 'mug',
    tint: 'Sage',
    price: 2999,
    name: ['Stoneware Coffee Mug Set of 4', 'Lot de 4 mugs en grès'],
    description: [
      'Four speckled stoneware mugs with a comfortable handle.',
      'Quatre mugs en grès moucheté avec une anse confortable.',
    ],
    details: [
      'These 350 ml mugs are thrown in a small pottery and glazed in soft, speckled tones. They are dishwasher and microwave safe, and stack neatly in the cupboard.',
      'Ces mugs de 350 ml sont tournés dans un petit atelier de poterie et émaillés dans des tons doux et mouchetés. Ils passent au lave-vaisselle et au micro-ondes, et s’empilent facilement.',
    ],
    specs: [
      ['Capacity', 'Contenance', '350 ml', '35 cl'],
      ['Material', 'Matière', 'Stoneware', 'Grès'],
      ['Dishwasher safe', 'Lave-vaisselle', 'Yes', 'Oui'],
      ['Pieces', 'Nombre', '4', '4'],
    ],
  },
  {
    slug: 'barista-double-wall-mug',
    art: 'mug',
    tint: 'Black',
    price: 1999,
    name: ['Barista Insulated Travel Mug', 'Mug isotherme Barista'],
    description: [
      'A leak-proof steel mug that keeps coffee hot for six hours.',
      'Un mug en acier étanche qui garde le café chaud pendant six heures.',
    ],
    details: [
      'Double-wall vacuum insulation keeps drinks hot on the commute and cool in summer. The lid locks shut, so it can ride in a bag without a drop escaping.',
      'Sa double paroi isolée sous vide garde les boissons chaudes pendant le trajet et fraîches en été. Son couvercle se verrouille : il voyage dans un sac sans laisser échapper une goutte.',
    ],
    specs: [
      ['Capacity', 'Contenance', '400 ml', '40 cl'],
      ['Keeps hot', 'Garde au chaud', '6 hours', '6 heures'],
      ['Material', 'Matière', 'Stainless steel', 'Acier inoxydable'],
    ],
  },
  {
    slug: 'cast-iron-skillet-28',
    art: 'pan',
    tint: 'Black',
    price: 4999,
    name: ['Cast Iron Skillet 28 cm', 'Poêle en fonte 28 cm'],
    description: [
      'A pre-seasoned cast iron skillet for searing, baking and frying.',
      'Une poêle en fonte pré-culottée pour saisir, cuire au four et frire.',
    ],
    details: [
      'Cast iron holds heat like nothing else, giving steaks a deep crust and cornbread a golden edge. It works on every hob including induction, goes in the oven and lasts a lifetime.',
      'La fonte conserve la chaleur comme aucun autre matériau : croûte dorée pour les steaks, bords croustillants pour les gratins. Elle fonctionne sur tous les feux, induction comprise, va au four et dure toute une vie.',
    ],
    specs: [
      ['Diameter', 'Diamètre', '28 cm', '28 cm'],
      ['Material', 'Matière', 'Pre-seasoned cast iron', 'Fonte pré-culottée'],
      ['Hobs', 'Feux', 'All, including induction', 'Tous, induction comprise'],
      ['Oven safe', 'Va au four', 'Up to 260 °C', 'Jusqu’à 260 °C'],
    ],
  },
  {
    slug: 'ceramic-nonstick-frying-pan',
    art: 'pan',
    tint: 'Teal',
    price: 3999,
    name: ['Ceramic Non-Stick Frying Pan 24 cm', 'Poêle antiadhésive céramique 24 cm'],
    description: [
      'A PFAS-free ceramic pan for eggs, pancakes and everyday cooking.',
      'Une poêle en céramique sans PFAS pour les œufs, les crêpes et la cuisine de tous les jours.',
    ],
    details: [
      'The mineral-based coating releases food easily with very little oil. An aluminium core heats evenly, and the stay-cool handle is riveted for strength.',
      'Son revêtement d’origine minérale laisse glisser les aliments avec très peu de matière grasse. Le cœur en aluminium chauffe uniformément, et la poignée froide est rivetée pour plus de solidité.',
    ],
    specs: [
      ['Diameter', 'Diamètre', '24 cm', '24 cm'],
      ['Coating', 'Revêtement', 'Ceramic, PFAS-free', 'Céramique, sans PFAS'],
      ['Hobs', 'Feux', 'All, including induction', 'Tous, induction comprise'],
    ],
  },
  {
    slug: 'gooseneck-electric-kettle',
    art: 'kettle',
    tint: 'Cream',
    price: 7999,
    name: ['Gooseneck Electric Kettle', 'Bouilloire électrique col de cygne'],
    description: [
      'A pour-over kettle with precise temperature control.',
      'Une bouilloire pour café filtre avec réglage précis de la température.',
    ],
    details: [
      'Set any temperature from 40 to 100 °C and hold it for an hour, perfect for green tea or pour-over coffee. The slender spout gives a slow, steady pour.',
      'Réglez la température de 40 à 100 °C et maintenez-la pendant une heure : idéal pour le thé vert ou le café filtre. Son bec effilé offre un versement lent et régulier.',
    ],
    specs: [
      ['Capacity', 'Contenance', '0.9 L', '0,9 L'],
      ['Power', 'Puissance', '1200 W', '1200 W'],
      ['Temperature', 'Température', '40–100 °C', '40–100 °C'],
    ],
  },
  {
    slug: 'monstera-deliciosa-potted',
    art: 'plant',
    tint: 'Cream',
    price: 4999,
    name: ['Monstera Deliciosa in Ceramic Pot', 'Monstera deliciosa en pot céramique'],
    description: [
      'An easy-care Swiss cheese plant, about 70 cm tall, in a ceramic pot.',
      'Un monstera facile à vivre d’environ 70 cm, livré dans un pot en céramique.',
    ],
    details: [
      'Monstera brings a jungle feel to any room with its glossy, split leaves. It loves bright indirect light and only needs watering when the top of the soil is dry.',
      'Le monstera apporte une ambiance jungle à chaque pièce avec ses feuilles brillantes et découpées. Il aime la lumière vive mais indirecte et ne demande un arrosage que lorsque la surface du terreau est sèche.',
    ],
    specs: [
      ['Height', 'Hauteur', 'About 70 cm', 'Environ 70 cm'],
      ['Pot', 'Pot', '19 cm ceramic', 'Céramique 19 cm'],
      ['Light', 'Lumière', 'Bright, indirect', 'Vive, indirecte'],
      ['Care', 'Entretien', 'Easy', 'Facile'],
    ],
    featured: true,
  },
  {
    slug: 'snake-plant-ceramic-pot',
    art: 'plant',
    tint: 'Coral',
    price: 3499,
    name: ['Snake Plant in Terracotta Pot', 'Sansevieria en pot terre cuite'],
    description: [
      'A near-indestructible plant that purifies the air.',
      'Une plante presque indestructible qui assainit l’air.',
    ],
    details: [
      'The snake plant tolerates low light and forgotten waterings, making it perfect for beginners. Its upright leaves add height to shelves and desks.',
      'La sansevieria supporte le manque de lumière et les oublis d’arrosage : parfaite pour débuter. Ses feuilles dressées apportent de la hauteur aux étagères et aux bureaux.',
    ],
    specs: [
      ['Height', 'Hauteur', 'About 50 cm', 'Environ 50 cm'],
      ['Pot', 'Pot', '15 cm terracotta', 'Terre cuite 15 cm'],
      ['Light', 'Lumière', 'Low to bright', 'Faible à vive'],
    ],
  },
  {
    slug: 'fiddle-leaf-fig',
    art: 'plant',
    tint: 'White',
    price: 6999,
    name: ['Fiddle Leaf Fig Tree', 'Ficus lyrata'],
    description: [
      'A statement indoor tree with large, violin-shaped leaves.',
      'Un arbre d’intérieur spectaculaire aux grandes feuilles en forme de violon.',
    ],
    details: [
      'At around 110 cm, this fiddle leaf fig fills an empty corner beautifully. Give it a bright spot near a window and rotate it now and then for even growth.',
      'Avec ses quelque 110 cm, ce ficus lyrata habille magnifiquement un coin vide. Placez-le près d’une fenêtre lumineuse et tournez-le de temps en temps pour une pousse régulière.',
    ],
    specs: [
      ['Height', 'Hauteur', 'About 110 cm', 'Environ 110 cm'],
      ['Pot', 'Pot', '24 cm nursery pot', 'Pot de culture 24 cm'],
      ['Light', 'Lumière', 'Bright', 'Vive'],
    ],
  },
  {
    slug: 'herb-garden-starter-kit',
    art: 'plant',
    tint: 'Tan',
    price: 2999,
    name: ['Kitchen Herb Garden Starter Kit', 'Kit de démarrage potager d’herbes aromatiques'],
    description: [
      'Grow basil, parsley and chives on your windowsill.',
      'Faites pousser basilic, persil et ciboulette sur le rebord de votre fenêtre.',
    ],
    details: [
      'Everything you need is in the box: three pots, organic seeds, compost discs and plant markers. The first leaves are ready to pick in about four weeks.',
      'Tout le nécessaire est dans la boîte : trois pots, des graines bio, des pastilles de terreau et des étiquettes. Les premières feuilles se récoltent au bout de quatre semaines environ.',
    ],
    specs: [
      ['Herbs', 'Herbes', 'Basil, parsley, chives', 'Basilic, persil, ciboulette'],
      ['Seeds', 'Graines', 'Organic', 'Bio'],
      ['First harvest', 'Première récolte', 'About 4 weeks', 'Environ 4 semaines'],
    ],
  },
  {
    slug: 'brass-watering-can',
    art: 'wateringcan',
    tint: 'Gold',
    price: 3999,
    name: ['Brass Indoor Watering Can', 'Arrosoir d’intérieur en laiton'],
    description: [
      'A slim-spouted 1-litre watering can for house plants.',
      'Un arrosoir d’un litre à bec fin, pour les plantes d’intérieur.',
    ],
    details: [
      'The long, narrow spout reaches under leaves and waters the soil precisely, without splashing. Brushed brass looks so good you will leave it out on the shelf.',
      'Son long bec étroit passe sous les feuilles et arrose le terreau avec précision, sans éclaboussures. Le laiton brossé est si beau que vous le laisserez en vue sur l’étagère.',
    ],
    specs: [
      ['Capacity', 'Contenance', '1 L', '1 L'],
      ['Material', 'Matière', 'Brushed brass', 'Laiton brossé'],
      ['Spout', 'Bec', '25 cm', '25 cm'],
    ],
  },
];
