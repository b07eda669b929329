import type { ProductSeed } from './catalogue-types.ts';
import { colourOnly, storage } from './variants.ts';

/** Electronics, part 1: phones, tablets, readers, watches and chargers. */
export const electronicsMobile: readonly ProductSeed[] = [
  {
    slug: 'aurora-x12-smartphone',
    art: 'phone',
    price: 79900,
    was: 89900,
    name: ['Aurora X12 Smartphone', 'Smartphone Aurora X12'],
    description: [
      'A 6.5-inch OLED flagship with a triple camera and all-day battery.',
      'Un smartphone haut de gamme OLED de 6,5 pouces, triple caméra et autonomie d’une journée.',
    ],
    details: [
      'The Aurora X12 pairs a 120 Hz OLED display with a 50 MP triple camera that keeps its detail after dark. Its 4,800 mAh battery lasts a full day of heavy use and refills to 60% in 20 minutes.',
      'L’Aurora X12 associe un écran OLED 120 Hz à une triple caméra 50 Mpx qui garde ses détails même de nuit. Sa batterie de 4 800 mAh tient une journée d’usage intensif et se recharge à 60 % en 20 minutes.',
    ],
    specs: [
      ['Display', 'Écran', '6.5" OLED, 120 Hz', 'OLED 6,5", 120 Hz'],
      ['Camera', 'Appareil photo', '50 MP + 12 MP + 8 MP', '50 Mpx + 12 Mpx + 8 Mpx'],
      ['Battery', 'Batterie', '4,800 mAh', '4 800 mAh'],
      ['Connectivity', 'Connectivité', '5G, Wi-Fi 6E, NFC', '5G, Wi-Fi 6E, NFC'],
      ['Weight', 'Poids', '189 g', '189 g'],
    ],
    variants: storage(
      [
        ['128 GB', 0],
        ['256 GB', 10000],
        ['512 GB', 25000],
      ],
      ['Midnight', 'Silver', 'Sky'],
    ),
    featured: true,
  },
  {
    slug: 'nova-lite-5g-smartphone',
    art: 'phone',
    tint: 'Coral',
    price: 34900,
    name: ['Nova Lite 5G Smartphone', 'Smartphone Nova Lite 5G'],
    description: [
      'Fast 5G, a bright 6.4-inch screen and a camera that punches above its price.',
      'La 5G rapide, un écran lumineux de 6,4 pouces et un appareil photo étonnant pour son prix.',
    ],
    details: [
      'Nova Lite brings 5G and a 90 Hz display to an affordable phone without cutting corners. The 48 MP main camera handles landscapes and portraits alike, and the 5,000 mAh battery easily goes two days.',
      'Le Nova Lite apporte la 5G et un écran 90 Hz à un prix accessible, sans rien sacrifier d’essentiel. Son capteur principal de 48 Mpx réussit paysages comme portraits, et sa batterie de 5 000 mAh tient facilement deux jours.',
    ],
    specs: [
      ['Display', 'Écran', '6.4" LCD, 90 Hz', 'LCD 6,4", 90 Hz'],
      ['Camera', 'Appareil photo', '48 MP + 8 MP', '48 Mpx + 8 Mpx'],
      ['Battery', 'Batterie', '5,000 mAh', '5 000 mAh'],
      ['Weight', 'Poids', '182 g', '182 g'],
    ],
    variants: storage([
      ['64 GB', 0],
      ['128 GB', 5000],
    ]),
  },
  {
    slug: 'pixelray-pro-max',
    art: 'phone',
    tint: 'Graphite',
    price: 109900,
    name: ['PixelRay Pro Max', 'PixelRay Pro Max'],
    description: [
      'Our most advanced phone: a 6.8-inch display, 5x optical zoom and titanium frame.',
      'Notre smartphone le plus abouti : écran de 6,8 pouces, zoom optique 5x et cadre en titane.',
    ],
    details: [
      'PixelRay Pro Max is built for people who shoot everything. The periscope lens gives a true 5x optical zoom, while the titanium frame keeps the phone light and strong. Video records in 4K at 60 frames per second on every lens.',
      'Le PixelRay Pro Max est conçu pour ceux qui photographient tout. Son objectif périscopique offre un véritable zoom optique 5x, et son cadre en titane le rend à la fois léger et robuste. La vidéo s’enregistre en 4K à 60 images par seconde sur tous les objectifs.',
    ],
    specs: [
      ['Display', 'Écran', '6.8" LTPO OLED, 1–120 Hz', 'OLED LTPO 6,8", 1–120 Hz'],
      ['Zoom', 'Zoom', '5x optical, 30x digital', 'Optique 5x, numérique 30x'],
      ['Frame', 'Cadre', 'Titanium', 'Titane'],
      ['Battery', 'Batterie', '5,100 mAh', '5 100 mAh'],
      ['Water resistance', 'Étanchéité', 'IP68', 'IP68'],
    ],
    variants: storage(
      [
        ['256 GB', 0],
        ['512 GB', 20000],
        ['1 TB', 40000],
      ],
      [],
      ['1 TB'],
    ),
  },
  {
    slug: 'slate-11-tablet',
    art: 'tablet',
    tint: 'Silver',
    price: 44900,
    name: ['Slate 11 Tablet', 'Tablette Slate 11'],
    description: [
      'An 11-inch tablet for drawing, streaming and working on the go.',
      'Une tablette de 11 pouces pour dessiner, regarder des séries et travailler partout.',
    ],
    details: [
      'Slate 11 has a laminated 2.4K screen that feels like paper under the stylus and looks superb for films. Quad speakers fill the room, and the magnetic keyboard turns it into a light laptop.',
      'La Slate 11 possède un écran laminé 2,4K qui donne la sensation du papier sous le stylet et sublime les films. Ses quatre haut-parleurs remplissent la pièce, et le clavier magnétique la transforme en ordinateur léger.',
    ],
    specs: [
      ['Display', 'Écran', '11" 2.4K, 120 Hz', '11" 2,4K, 120 Hz'],
      ['Chip', 'Processeur', 'Octa-core 3.2 GHz', 'Octa-cœur 3,2 GHz'],
      ['Battery life', 'Autonomie', 'Up to 12 hours', 'Jusqu’à 12 heures'],
      ['Weight', 'Poids', '480 g', '480 g'],
    ],
    variants: storage([
      ['64 GB', 0],
      ['256 GB', 12000],
    ]),
  },
  {
    slug: 'slate-mini-tablet',
    art: 'tablet',
    tint: 'Lavender',
    price: 32900,
    name: ['Slate Mini Tablet', 'Tablette Slate Mini'],
    description: [
      'An 8.3-inch tablet that slips into a coat pocket.',
      'Une tablette de 8,3 pouces qui se glisse dans la poche d’un manteau.',
    ],
    details: [
      'Slate Mini is the travel companion for reading, notes and games. It weighs under 300 grams, charges over USB-C and lasts a long-haul flight on one charge.',
      'La Slate Mini est la compagne de voyage idéale pour lire, prendre des notes et jouer. Elle pèse moins de 300 grammes, se recharge en USB-C et tient un vol long-courrier sur une seule charge.',
    ],
    specs: [
      ['Display', 'Écran', '8.3" Liquid Retina', 'Liquid Retina 8,3"'],
      ['Storage', 'Stockage', '128 GB', '128 Go'],
      ['Weight', 'Poids', '293 g', '293 g'],
    ],
  },
  {
    slug: 'inkleaf-e-reader',
    art: 'ereader',
    tint: 'Black',
    price: 12999,
    name: ['Inkleaf E-Reader', 'Liseuse Inkleaf'],
    description: [
      'A glare-free 7-inch e-ink reader with warm light and weeks of battery.',
      'Une liseuse e-ink de 7 pouces sans reflets, à lumière chaude et autonomie de plusieurs semaines.',
    ],
    details: [
      'Inkleaf reads like printed paper, even in full sun, and its adjustable warm light is gentle at bedtime. It is waterproof, holds thousands of books and only needs charging every few weeks.',
      'L’Inkleaf se lit comme du papier imprimé, même en plein soleil, et sa lumière chaude réglable ménage les yeux le soir. Étanche, elle contient des milliers de livres et ne se recharge que toutes les quelques semaines.',
    ],
    specs: [
      ['Screen', 'Écran', '7" E Ink, 300 ppi', 'E Ink 7", 300 ppp'],
      ['Storage', 'Stockage', '32 GB', '32 Go'],
      ['Water resistance', 'Étanchéité', 'IPX8', 'IPX8'],
      ['Battery', 'Autonomie', 'Up to 10 weeks', 'Jusqu’à 10 semaines'],
    ],
  },
  {
    slug: 'pulse-fit-smartwatch',
    art: 'smartwatch',
    price: 19900,
    name: ['Pulse Fit Smartwatch', 'Montre connectée Pulse Fit'],
    description: [
      'Heart rate, sleep and 100 workout modes on a bright AMOLED watch.',
      'Fréquence cardiaque, sommeil et 100 modes sportifs sur une montre AMOLED lumineuse.',
    ],
    details: [
      'Pulse Fit tracks your heart rate, blood oxygen and sleep around the clock and turns them into simple daily scores. Built-in GPS maps your runs without a phone, and the battery lasts up to a week.',
      'La Pulse Fit suit jour et nuit votre fréquence cardiaque, votre oxygénation et votre sommeil, et les résume en scores quotidiens simples. Son GPS intégré trace vos sorties sans téléphone, et sa batterie tient jusqu’à une semaine.',
    ],
    specs: [
      ['Display', 'Écran', '1.4" AMOLED', 'AMOLED 1,4"'],
      ['Sensors', 'Capteurs', 'Heart rate, SpO2, GPS', 'Cardio, SpO2, GPS'],
      ['Battery life', 'Autonomie', 'Up to 7 days', 'Jusqu’à 7 jours'],
      ['Water resistance', 'Étanchéité', '5 ATM', '5 ATM'],
    ],
    variants: colourOnly(['Black', 'Rose', 'Sage']),
  },
  {
    slug: 'pulse-sport-gps-watch',
    art: 'smartwatch',
    tint: 'Orange',
    price: 27900,
    name: ['Pulse Sport GPS Watch', 'Montre GPS Pulse Sport'],
    description: [
      'A rugged multisport watch with dual-band GPS and offline maps.',
      'Une montre multisport robuste avec GPS bi-fréquence et cartes hors ligne.',
    ],
    details: [
      'Pulse Sport is made for trails, open water and long rides. Dual-band GPS stays accurate between tall buildings and under trees, and the sapphire glass shrugs off knocks.',
      'La Pulse Sport est faite pour les sentiers, l’eau libre et les longues sorties à vélo. Son GPS bi-fréquence reste précis entre les immeubles comme sous les arbres, et son verre saphir encaisse les chocs.',
    ],
    specs: [
      ['GPS', 'GPS', 'Dual-band', 'Bi-fréquence'],
      ['Battery life', 'Autonomie', 'Up to 14 days', 'Jusqu’à 14 jours'],
      ['Glass', 'Verre', 'Sapphire', 'Saphir'],
      ['Water resistance', 'Étanchéité', '10 ATM', '10 ATM'],
    ],
  },
  {
    slug: 'kiddo-kids-smartwatch',
    art: 'smartwatch',
    tint: 'Sky',
    price: 7999,
    name: ['Kiddo Kids Smartwatch', 'Montre connectée enfant Kiddo'],
    description: [
      'A friendly first watch with step goals, timers and parent-approved contacts.',
      'Une première montre ludique avec objectifs de pas, minuteurs et contacts validés par les parents.',
    ],
    details: [
      'Kiddo makes moving fun with daily challenges and playful watch faces. Parents choose who can call, and school mode quietly pauses games during class.',
      'Kiddo rend le mouvement amusant grâce à des défis quotidiens et des cadrans ludiques. Les parents choisissent qui peut appeler, et le mode école met les jeux en pause pendant les cours.',
    ],
    specs: [
      ['Age', 'Âge', '6–12 years', '6–12 ans'],
      ['Battery life', 'Autonomie', 'Up to 4 days', 'Jusqu’à 4 jours'],
      ['Water resistance', 'Étanchéité', 'IP67', 'IP67'],
    ],
  },
  {
    slug: 'voltcell-20000-power-bank',
    art: 'powerbank',
    tint: 'Navy',
    price: 4999,
    name: ['VoltCell 20,000 mAh Power Bank', 'Batterie externe VoltCell 20 000 mAh'],
    description: [
      'Charges a phone four times over, with 65 W USB-C for laptops.',
      'Recharge un téléphone quatre fois et alimente un ordinateur grâce à l’USB-C 65 W.',
    ],
    details: [
      'VoltCell keeps three devices topped up at once through two USB-C ports and one USB-A port. A small display shows the remaining charge to the percent, so you always know where you stand.',
      'La VoltCell recharge trois appareils à la fois grâce à deux ports USB-C et un port USB-A. Un petit écran affiche la charge restante au pourcent près, pour savoir exactement où vous en êtes.',
    ],
    specs: [
      ['Capacity', 'Capacité', '20,000 mAh', '20 000 mAh'],
      ['Output', 'Puissance', '65 W USB-C PD', '65 W USB-C PD'],
      ['Ports', 'Ports', '2 × USB-C, 1 × USB-A', '2 × USB-C, 1 × USB-A'],
      ['Weight', 'Poids', '360 g', '360 g'],
    ],
  },
  {
    slug: 'voltcell-mini-power-bank',
    art: 'powerbank',
    tint: 'Pink',
    price: 2999,
    name: ['VoltCell Mini Power Bank', 'Batterie externe VoltCell Mini'],
    description: [
      'A lipstick-sized 5,000 mAh charger for nights out.',
      'Une batterie de 5 000 mAh de la taille d’un rouge à lèvres, pour vos sorties.',
    ],
    details: [
      'VoltCell Mini gives a phone a full extra charge and fits in the smallest bag. Its built-in cable means there is nothing else to remember.',
      'La VoltCell Mini offre une recharge complète à votre téléphone et tient dans le plus petit des sacs. Son câble intégré vous évite d’en emporter un autre.',
    ],
    specs: [
      ['Capacity', 'Capacité', '5,000 mAh', '5 000 mAh'],
      ['Output', 'Puissance', '20 W', '20 W'],
      ['Weight', 'Poids', '110 g', '110 g'],
    ],
    soldOut: true,
  },
];
