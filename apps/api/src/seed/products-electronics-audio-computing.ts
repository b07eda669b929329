import type { ProductSeed } from './catalogue-types.ts';
import { colourOnly, storage } from './variants.ts';

/** Electronics, part 2: audio, computers, cameras and gaming. */
export const electronicsAudioComputing: readonly ProductSeed[] = [
  {
    slug: 'sonic-wave-anc-headphones',
    art: 'headphones',
    price: 24900,
    was: 29900,
    name: ['SonicWave ANC Headphones', 'Casque SonicWave à réduction de bruit'],
    description: [
      'Wireless over-ear headphones with adaptive noise cancelling and 40-hour battery.',
      'Casque sans fil circum-auriculaire à réduction de bruit adaptative et 40 heures d’autonomie.',
    ],
    details: [
      'SonicWave listens to the world around you and cancels it in real time, from aircraft hum to office chatter. Memory-foam cushions stay comfortable for hours, and five minutes of charging gives three hours of music.',
      'Le SonicWave écoute le monde qui vous entoure et l’efface en temps réel, du grondement d’un avion au brouhaha du bureau. Ses coussinets à mémoire de forme restent confortables des heures durant, et cinq minutes de charge offrent trois heures de musique.',
    ],
    specs: [
      ['Noise cancelling', 'Réduction de bruit', 'Adaptive, 6 microphones', 'Adaptative, 6 micros'],
      ['Battery life', 'Autonomie', '40 hours', '40 heures'],
      ['Bluetooth', 'Bluetooth', '5.3, multipoint', '5.3, multipoint'],
      ['Weight', 'Poids', '250 g', '250 g'],
    ],
    variants: colourOnly(['Black', 'Silver', 'Navy']),
    featured: true,
  },
  {
    slug: 'sonic-studio-headphones',
    art: 'headphones',
    tint: 'Cream',
    price: 14900,
    name: ['SonicStudio Wireless Headphones', 'Casque sans fil SonicStudio'],
    description: [
      'Warm, detailed sound in a light foldable design.',
      'Un son chaleureux et précis dans un format léger et pliable.',
    ],
    details: [
      'SonicStudio is tuned by sound engineers for a natural, balanced signature. It folds flat into its case and switches between your laptop and phone automatically.',
      'Le SonicStudio est réglé par des ingénieurs du son pour une signature naturelle et équilibrée. Il se plie à plat dans son étui et passe automatiquement de l’ordinateur au téléphone.',
    ],
    specs: [
      ['Drivers', 'Haut-parleurs', '40 mm', '40 mm'],
      ['Battery life', 'Autonomie', '30 hours', '30 heures'],
      ['Foldable', 'Pliable', 'Yes', 'Oui'],
    ],
  },
  {
    slug: 'breeze-true-wireless-earbuds',
    art: 'earbuds',
    tint: 'White',
    price: 12900,
    name: ['Breeze True Wireless Earbuds', 'Écouteurs sans fil Breeze'],
    description: [
      'Tiny earbuds with noise cancelling, spatial audio and a pocket charging case.',
      'Des écouteurs minuscules avec réduction de bruit, audio spatial et boîtier de charge de poche.',
    ],
    details: [
      'Breeze earbuds sit securely and weigh just 4.5 grams each. Transparency mode lets you hear announcements without taking them out, and the case adds four full charges.',
      'Les écouteurs Breeze tiennent parfaitement et ne pèsent que 4,5 grammes chacun. Le mode transparence vous laisse entendre les annonces sans les retirer, et le boîtier fournit quatre recharges complètes.',
    ],
    specs: [
      ['Battery life', 'Autonomie', '6 h + 24 h with case', '6 h + 24 h avec le boîtier'],
      ['Water resistance', 'Étanchéité', 'IPX4', 'IPX4'],
      ['Charging', 'Recharge', 'USB-C and wireless', 'USB-C et sans fil'],
    ],
  },
  {
    slug: 'breeze-sport-earbuds',
    art: 'earbuds',
    tint: 'Teal',
    price: 7999,
    name: ['Breeze Sport Earbuds', 'Écouteurs Breeze Sport'],
    description: [
      'Sweat-proof earbuds with ear hooks that never fall out mid-run.',
      'Des écouteurs résistants à la sueur, avec crochets qui ne tombent jamais en pleine course.',
    ],
    details: [
      'Breeze Sport is built for intervals, climbs and rainy runs. Flexible hooks keep each bud in place, and punchy bass keeps you moving.',
      'Les Breeze Sport sont faits pour le fractionné, les montées et les sorties sous la pluie. Leurs crochets souples les maintiennent en place, et des basses percutantes vous donnent du rythme.',
    ],
    specs: [
      ['Battery life', 'Autonomie', '9 hours', '9 heures'],
      ['Water resistance', 'Étanchéité', 'IP57', 'IP57'],
      ['Fit', 'Maintien', 'Ear hooks', 'Crochets d’oreille'],
    ],
  },
  {
    slug: 'boom-go-portable-speaker',
    art: 'speaker',
    price: 8999,
    name: ['BoomGo Portable Speaker', 'Enceinte portable BoomGo'],
    description: [
      'A waterproof Bluetooth speaker with 360° sound and 20 hours of play.',
      'Une enceinte Bluetooth étanche au son à 360° et 20 heures d’écoute.',
    ],
    details: [
      'BoomGo floats, survives sand and drops, and still sounds big at the beach. Pair two for stereo, or hang it from a backpack with the woven strap.',
      'La BoomGo flotte, résiste au sable et aux chutes, et garde un son ample à la plage. Associez-en deux pour la stéréo, ou accrochez-la à un sac grâce à sa sangle tressée.',
    ],
    specs: [
      ['Output', 'Puissance', '30 W', '30 W'],
      ['Battery life', 'Autonomie', '20 hours', '20 heures'],
      ['Water resistance', 'Étanchéité', 'IP67', 'IP67'],
      ['Weight', 'Poids', '540 g', '540 g'],
    ],
    variants: colourOnly(['Teal', 'Coral', 'Black']),
  },
  {
    slug: 'atlas-book-14-laptop',
    art: 'laptop',
    tint: 'Graphite',
    price: 119900,
    name: ['AtlasBook 14 Pro Laptop', 'Ordinateur portable AtlasBook 14 Pro'],
    description: [
      'A 14-inch performance laptop with a 2.8K display and 18-hour battery.',
      'Un portable performant de 14 pouces avec écran 2,8K et 18 heures d’autonomie.',
    ],
    details: [
      'AtlasBook 14 Pro handles photo editing, code and video calls without breaking a sweat. The aluminium unibody weighs 1.4 kg, and the backlit keyboard is quiet enough for late nights.',
      'L’AtlasBook 14 Pro gère la retouche photo, le développement et les visioconférences sans effort. Sa coque monobloc en aluminium pèse 1,4 kg, et son clavier rétroéclairé reste discret pour les soirées tardives.',
    ],
    specs: [
      ['Display', 'Écran', '14" 2.8K, 120 Hz', '14" 2,8K, 120 Hz'],
      ['Processor', 'Processeur', '12-core, up to 4.8 GHz', '12 cœurs, jusqu’à 4,8 GHz'],
      ['Memory', 'Mémoire', '16 GB', '16 Go'],
      ['Battery life', 'Autonomie', 'Up to 18 hours', 'Jusqu’à 18 heures'],
      ['Weight', 'Poids', '1.4 kg', '1,4 kg'],
    ],
    variants: storage([
      ['512 GB', 0],
      ['1 TB', 20000],
      ['2 TB', 50000],
    ]),
  },
  {
    slug: 'atlas-book-air-13',
    art: 'laptop',
    tint: 'Silver',
    price: 89900,
    name: ['AtlasBook Air 13', 'AtlasBook Air 13'],
    description: [
      'A fanless 13-inch ultralight that weighs under 1.2 kg.',
      'Un ultraléger de 13 pouces sans ventilateur, à moins de 1,2 kg.',
    ],
    details: [
      'AtlasBook Air is completely silent and wakes instantly, like a phone. It charges over USB-C and lasts a full working day with plenty to spare.',
      'L’AtlasBook Air est parfaitement silencieux et sort de veille instantanément, comme un téléphone. Il se recharge en USB-C et tient une journée de travail complète avec de la marge.',
    ],
    specs: [
      ['Display', 'Écran', '13.3" 2.5K', '13,3" 2,5K'],
      ['Memory', 'Mémoire', '8 GB', '8 Go'],
      ['Battery life', 'Autonomie', 'Up to 15 hours', 'Jusqu’à 15 heures'],
      ['Weight', 'Poids', '1.19 kg', '1,19 kg'],
    ],
    variants: storage(
      [
        ['256 GB', 0],
        ['512 GB', 15000],
      ],
      ['Silver', 'Gold'],
    ),
  },
  {
    slug: 'clearview-27-4k-monitor',
    art: 'monitor',
    tint: 'Black',
    price: 34900,
    name: ['ClearView 27" 4K Monitor', 'Écran ClearView 27" 4K'],
    description: [
      'A colour-accurate 27-inch 4K IPS monitor with USB-C docking.',
      'Un écran IPS 4K de 27 pouces aux couleurs fidèles, avec station d’accueil USB-C.',
    ],
    details: [
      'ClearView covers 98% of the DCI-P3 colour space and comes calibrated from the factory. One USB-C cable carries picture, data and 90 W of power to your laptop.',
      'Le ClearView couvre 98 % de l’espace colorimétrique DCI-P3 et arrive calibré d’usine. Un seul câble USB-C transporte l’image, les données et 90 W de charge vers votre ordinateur.',
    ],
    specs: [
      ['Resolution', 'Résolution', '3840 × 2160', '3840 × 2160'],
      ['Panel', 'Dalle', '27" IPS, 60 Hz', 'IPS 27", 60 Hz'],
      ['Colour', 'Couleurs', '98% DCI-P3', '98 % DCI-P3'],
      ['Ports', 'Connectique', 'USB-C 90 W, HDMI, DisplayPort', 'USB-C 90 W, HDMI, DisplayPort'],
    ],
  },
  {
    slug: 'tactile-mechanical-keyboard',
    art: 'keyboard',
    tint: 'Cream',
    price: 11900,
    name: ['Tactile 75% Mechanical Keyboard', 'Clavier mécanique Tactile 75 %'],
    description: [
      'A compact wireless mechanical keyboard with hot-swappable switches.',
      'Un clavier mécanique compact et sans fil, aux switchs remplaçables à chaud.',
    ],
    details: [
      'Tactile has a gasket-mounted aluminium case that softens every keystroke into a satisfying thock. It connects to three devices and lasts months between charges with the backlight off.',
      'Le Tactile repose sur un boîtier en aluminium monté sur joints qui rend chaque frappe douce et feutrée. Il se connecte à trois appareils et tient des mois entre deux charges, rétroéclairage éteint.',
    ],
    specs: [
      ['Layout', 'Format', '75%, 84 keys', '75 %, 84 touches'],
      ['Switches', 'Switchs', 'Tactile brown, hot-swappable', 'Tactiles marron, remplaçables'],
      ['Connection', 'Connexion', 'Bluetooth, 2.4 GHz, USB-C', 'Bluetooth, 2,4 GHz, USB-C'],
    ],
  },
  {
    slug: 'lumen-mirrorless-camera',
    art: 'camera',
    tint: 'Black',
    price: 89900,
    name: ['Lumen M50 Mirrorless Camera', 'Appareil photo hybride Lumen M50'],
    description: [
      'A 26 MP mirrorless camera with a 15–45 mm kit lens and 4K video.',
      'Un hybride de 26 Mpx avec objectif 15–45 mm et vidéo 4K.',
    ],
    details: [
      'Lumen M50 focuses on eyes and faces in a fraction of a second, so candid portraits come out sharp. Its flip screen makes vlogging easy, and the retro dials put every setting at your fingertips.',
      'Le Lumen M50 fait la mise au point sur les yeux et les visages en une fraction de seconde, pour des portraits spontanés toujours nets. Son écran orientable facilite le vlog, et ses molettes rétro mettent chaque réglage à portée de main.',
    ],
    specs: [
      ['Sensor', 'Capteur', '26 MP APS-C', 'APS-C 26 Mpx'],
      ['Lens', 'Objectif', '15–45 mm f/3.5–6.3', '15–45 mm f/3,5–6,3'],
      ['Video', 'Vidéo', '4K 30p', '4K 30p'],
      ['Screen', 'Écran', '3" flip touchscreen', 'Tactile orientable 3"'],
    ],
  },
  {
    slug: 'arcade-pro-wireless-controller',
    art: 'gamepad',
    tint: 'Purple',
    price: 5999,
    name: ['Arcade Pro Wireless Controller', 'Manette sans fil Arcade Pro'],
    description: [
      'A wireless controller with hall-effect sticks and remappable back buttons.',
      'Une manette sans fil à sticks à effet Hall et boutons arrière programmables.',
    ],
    details: [
      'Arcade Pro works with PC, phone and console, and its magnetic sticks never drift. Two rear paddles let you jump and reload without taking your thumbs off the sticks.',
      'L’Arcade Pro fonctionne sur PC, mobile et console, et ses sticks magnétiques ne dérivent jamais. Deux palettes arrière permettent de sauter et de recharger sans lâcher les sticks.',
    ],
    specs: [
      ['Compatibility', 'Compatibilité', 'PC, Android, iOS, console', 'PC, Android, iOS, console'],
      ['Battery life', 'Autonomie', '30 hours', '30 heures'],
      ['Sticks', 'Sticks', 'Hall effect', 'Effet Hall'],
    ],
    soldOut: true,
  },
];
