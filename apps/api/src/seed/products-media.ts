import type { ProductSeed } from './catalogue-types.ts';

/** Books & Media, part 2: records, turntables and games. */
export const media: readonly ProductSeed[] = [
  {
    slug: 'golden-hour-vinyl-lp',
    art: 'vinyl',
    tint: 'Orange',
    price: 2999,
    name: ['Golden Hour — Vinyl LP', 'Golden Hour — vinyle 33 tours'],
    description: [
      'The sun-drenched indie-pop album of the year on 180 g vinyl.',
      'L’album indie-pop ensoleillé de l’année, sur vinyle 180 g.',
    ],
    details: [
      'Recorded live to tape in a seaside studio, Golden Hour glows with warm guitars and lush harmonies. This pressing comes on heavyweight vinyl with a printed inner sleeve and lyrics.',
      'Enregistré en prise directe sur bande dans un studio en bord de mer, Golden Hour rayonne de guitares chaleureuses et d’harmonies luxuriantes. Ce pressage sur vinyle épais est accompagné d’une pochette intérieure imprimée et des paroles.',
    ],
    specs: [
      ['Artist', 'Artiste', 'The Marigolds', 'The Marigolds'],
      ['Format', 'Format', '12" LP, 180 g', 'LP 12", 180 g'],
      ['Tracks', 'Titres', '11', '11'],
      ['Speed', 'Vitesse', '33⅓ rpm', '33 tours'],
    ],
    featured: true,
  },
  {
    slug: 'midnight-jazz-sessions-vinyl',
    art: 'vinyl',
    tint: 'Navy',
    price: 3299,
    name: ['Midnight Jazz Sessions — Vinyl LP', 'Midnight Jazz Sessions — vinyle 33 tours'],
    description: [
      'A smoky late-night jazz quartet recording, remastered.',
      'L’enregistrement feutré d’un quartet de jazz nocturne, remasterisé.',
    ],
    details: [
      'Piano, upright bass, brushes and a tenor saxophone trade ideas in one unhurried night session. The all-analogue remaster brings out every breath and string.',
      'Piano, contrebasse, balais et saxophone ténor dialoguent lors d’une session nocturne sans précipitation. Le remastering entièrement analogique fait ressortir chaque souffle et chaque corde.',
    ],
    specs: [
      ['Artist', 'Artiste', 'Elena Ruiz Quartet', 'Elena Ruiz Quartet'],
      ['Format', 'Format', '12" LP, 180 g', 'LP 12", 180 g'],
      ['Tracks', 'Titres', '8', '8'],
    ],
  },
  {
    slug: 'city-lights-synthwave-vinyl',
    art: 'vinyl',
    tint: 'Pink',
    price: 2799,
    name: ['City Lights — Synthwave Vinyl LP', 'City Lights — vinyle synthwave 33 tours'],
    description: [
      'Neon-soaked synthwave pressed on translucent pink vinyl.',
      'Une synthwave aux couleurs néon, pressée sur vinyle rose translucide.',
    ],
    details: [
      'Pulsing analogue synths and driving drum machines make City Lights the soundtrack for night drives. A limited pressing on coloured vinyl.',
      'Synthés analogiques pulsés et boîtes à rythmes entraînantes font de City Lights la bande-son idéale des trajets de nuit. Pressage limité sur vinyle coloré.',
    ],
    specs: [
      ['Artist', 'Artiste', 'Neon Harbor', 'Neon Harbor'],
      ['Format', 'Format', '12" LP, coloured', 'LP 12", couleur'],
      ['Edition', 'Édition', 'Limited', 'Limitée'],
    ],
  },
  {
    slug: 'classical-essentials-vinyl-box',
    art: 'vinyl',
    tint: 'Gold',
    price: 7999,
    name: ['Classical Essentials — 4 LP Box Set', 'Essentiels du classique — coffret 4 vinyles'],
    description: [
      'Four records of great symphonies, concertos and piano works.',
      'Quatre disques de grandes symphonies, de concertos et d’œuvres pour piano.',
    ],
    details: [
      'From Bach to Debussy, this box set gathers landmark recordings by a renowned chamber orchestra. A 24-page booklet introduces each piece.',
      'De Bach à Debussy, ce coffret réunit des enregistrements de référence par un orchestre de chambre réputé. Un livret de 24 pages présente chaque œuvre.',
    ],
    specs: [
      ['Records', 'Disques', '4 × 12" LP', '4 × LP 12"'],
      ['Booklet', 'Livret', '24 pages', '24 pages'],
      ['Speed', 'Vitesse', '33⅓ rpm', '33 tours'],
    ],
  },
  {
    slug: 'retro-bluetooth-turntable',
    art: 'turntable',
    tint: 'Tan',
    price: 14900,
    name: ['Retro Bluetooth Turntable', 'Platine vinyle rétro Bluetooth'],
    description: [
      'A belt-drive turntable with built-in preamp and Bluetooth out.',
      'Une platine à entraînement par courroie, avec préampli intégré et sortie Bluetooth.',
    ],
    details: [
      'Play your records through any speaker, wired or wireless. The walnut-finish plinth and aluminium platter look as good as they sound.',
      'Écoutez vos disques sur n’importe quelle enceinte, filaire ou sans fil. Le socle finition noyer et le plateau en aluminium sont aussi beaux que le son est bon.',
    ],
    specs: [
      ['Drive', 'Entraînement', 'Belt', 'Courroie'],
      ['Speeds', 'Vitesses', '33⅓ and 45 rpm', '33 et 45 tours'],
      ['Outputs', 'Sorties', 'RCA, Bluetooth', 'RCA, Bluetooth'],
      ['Preamp', 'Préampli', 'Built-in, switchable', 'Intégré, désactivable'],
    ],
  },
  {
    slug: 'harbor-lights-board-game',
    art: 'boardgame',
    tint: 'Sky',
    price: 4499,
    name: ['Harbor Lights Board Game', 'Jeu de société Harbor Lights'],
    description: [
      'A cosy strategy game about building a lighthouse town.',
      'Un jeu de stratégie chaleureux où l’on bâtit une ville autour d’un phare.',
    ],
    details: [
      'Players trade goods, guide ships home and light up the harbour, one tile at a time. Easy to learn in ten minutes, with enough depth to stay on the table for years.',
      'Les joueurs échangent des marchandises, guident les navires jusqu’au port et illuminent la baie, tuile après tuile. Il s’apprend en dix minutes et offre assez de profondeur pour rester sur la table des années.',
    ],
    specs: [
      ['Players', 'Joueurs', '2–4', '2–4'],
      ['Age', 'Âge', '10+', '10 ans et +'],
      ['Playing time', 'Durée', '45 minutes', '45 minutes'],
    ],
  },
  {
    slug: 'kingdom-builders-strategy-game',
    art: 'boardgame',
    tint: 'Purple',
    price: 5999,
    name: ['Kingdom Builders Strategy Game', 'Jeu de stratégie Kingdom Builders'],
    description: [
      'An epic game of castles, alliances and clever resource management.',
      'Un jeu épique de châteaux, d’alliances et de gestion astucieuse des ressources.',
    ],
    details: [
      'Each player leads a young kingdom, building castles and forging fragile alliances. Over a hundred wooden pieces and a modular board make every game different.',
      'Chaque joueur dirige un jeune royaume, bâtit des châteaux et noue des alliances fragiles. Plus d’une centaine de pièces en bois et un plateau modulable rendent chaque partie différente.',
    ],
    specs: [
      ['Players', 'Joueurs', '2–5', '2–5'],
      ['Age', 'Âge', '12+', '12 ans et +'],
      ['Playing time', 'Durée', '90 minutes', '90 minutes'],
    ],
  },
  {
    slug: 'word-rush-party-game',
    art: 'boardgame',
    tint: 'Yellow',
    price: 2499,
    name: ['Word Rush Party Game', 'Jeu d’ambiance Word Rush'],
    description: [
      'A fast, noisy word game for family nights and parties.',
      'Un jeu de mots rapide et bruyant pour les soirées en famille et entre amis.',
    ],
    details: [
      'Flip a card, beat the sand timer and shout out words before anyone else. Rounds last a minute, so everyone can join at any time.',
      'Retournez une carte, battez le sablier et criez vos mots avant les autres. Les manches durent une minute : chacun peut rejoindre la partie à tout moment.',
    ],
    specs: [
      ['Players', 'Joueurs', '3–10', '3–10'],
      ['Age', 'Âge', '8+', '8 ans et +'],
      ['Playing time', 'Durée', '20 minutes', '20 minutes'],
    ],
  },
  {
    slug: 'alpine-lake-1000-piece-puzzle',
    art: 'boardgame',
    tint: 'Teal',
    price: 2299,
    name: ['Alpine Lake 1000-Piece Puzzle', 'Puzzle Lac alpin 1000 pièces'],
    description: [
      'A 1000-piece jigsaw of a mountain lake at sunrise.',
      'Un puzzle de 1000 pièces représentant un lac de montagne au lever du soleil.',
    ],
    details: [
      'Thick, precisely cut pieces click satisfyingly into place. The finished puzzle measures 70 × 50 cm and comes with a poster to guide you.',
      'Des pièces épaisses et découpées avec précision s’emboîtent parfaitement. Le puzzle terminé mesure 70 × 50 cm et s’accompagne d’un poster pour vous guider.',
    ],
    specs: [
      ['Pieces', 'Pièces', '1000', '1000'],
      ['Finished size', 'Dimensions', '70 × 50 cm', '70 × 50 cm'],
      ['Material', 'Matière', 'Recycled board', 'Carton recyclé'],
    ],
  },
  {
    slug: 'storytime-audio-player',
    art: 'speaker',
    tint: 'Yellow',
    price: 6999,
    name: ['Storytime Audio Player for Kids', 'Conteuse audio Storytime pour enfants'],
    description: [
      'A screen-free audio player with stories, songs and a night light.',
      'Une conteuse sans écran, avec histoires, chansons et veilleuse.',
    ],
    details: [
      'Children choose stories by themselves with big, simple buttons. It comes loaded with fifty tales in English and French, and the soft night light fades out at bedtime.',
      'Les enfants choisissent eux-mêmes leurs histoires grâce à de gros boutons simples. Elle contient cinquante contes en anglais et en français, et sa douce veilleuse s’éteint progressivement au coucher.',
    ],
    specs: [
      ['Age', 'Âge', '3+', '3 ans et +'],
      ['Content', 'Contenu', '50 stories in English and French', '50 histoires en anglais et en français'],
      ['Battery life', 'Autonomie', '20 hours', '20 heures'],
    ],
  },
];
