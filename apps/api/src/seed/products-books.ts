import type { ProductSeed } from './catalogue-types.ts';

/** Books & Media, part 1: novels, non-fiction, cookbooks and stationery. */
export const books: readonly ProductSeed[] = [
  {
    slug: 'the-quiet-orchard-novel',
    art: 'book',
    tint: 'Sage',
    price: 1899,
    name: ['The Quiet Orchard — a novel', 'Le Verger silencieux — roman'],
    description: [
      'A tender family saga set over three summers in an apple orchard.',
      'Une saga familiale tendre, le temps de trois étés dans un verger de pommiers.',
    ],
    details: [
      'When three estranged siblings inherit their grandmother’s orchard, they have one season to decide its fate. Warm, funny and quietly heartbreaking, it is the book everyone is passing on to a friend this year.',
      'Lorsque trois frères et sœurs brouillés héritent du verger de leur grand-mère, ils ont une saison pour décider de son sort. Chaleureux, drôle et discrètement bouleversant, c’est le livre que tout le monde prête à un ami cette année.',
    ],
    specs: [
      ['Author', 'Auteur', 'Clara Whitfield', 'Clara Whitfield'],
      ['Format', 'Format', 'Hardcover', 'Relié'],
      ['Pages', 'Pages', '384', '384'],
      ['Language', 'Langue', 'English', 'Anglais'],
    ],
    featured: true,
  },
  {
    slug: 'midnight-in-lisbon-thriller',
    art: 'book',
    tint: 'Midnight',
    price: 1599,
    name: ['Midnight in Lisbon', 'Minuit à Lisbonne'],
    description: [
      'A fast-paced spy thriller through the hills and trams of Lisbon.',
      'Un thriller d’espionnage haletant dans les collines et les tramways de Lisbonne.',
    ],
    details: [
      'A translator discovers a coded message hidden in a manuscript and is pulled into a chase across the city. Short chapters and sharp twists make it impossible to put down.',
      'Une traductrice découvre un message codé caché dans un manuscrit et se retrouve entraînée dans une course-poursuite à travers la ville. Des chapitres courts et des rebondissements habiles le rendent impossible à lâcher.',
    ],
    specs: [
      ['Author', 'Auteur', 'Daniel Moreau', 'Daniel Moreau'],
      ['Format', 'Format', 'Paperback', 'Broché'],
      ['Pages', 'Pages', '412', '412'],
    ],
  },
  {
    slug: 'the-last-cartographer',
    art: 'book',
    tint: 'Teal',
    price: 2299,
    name: ['The Last Cartographer', 'Le Dernier Cartographe'],
    description: [
      'An epic fantasy about a mapmaker whose maps change the world.',
      'Une épopée de fantasy sur une cartographe dont les cartes transforment le monde.',
    ],
    details: [
      'In a land where drawing a road makes it real, the last cartographer must decide what to erase. Richly imagined and beautifully written, it opens a new trilogy.',
      'Dans un pays où tracer une route la fait exister, la dernière cartographe doit choisir ce qu’elle effacera. Foisonnant et magnifiquement écrit, ce roman ouvre une nouvelle trilogie.',
    ],
    specs: [
      ['Author', 'Auteur', 'Imogen Hale', 'Imogen Hale'],
      ['Format', 'Format', 'Hardcover', 'Relié'],
      ['Pages', 'Pages', '528', '528'],
      ['Series', 'Série', 'The Ink Lands, book 1', 'Les Terres d’encre, tome 1'],
    ],
  },
  {
    slug: 'cooking-with-the-seasons',
    art: 'book',
    tint: 'Coral',
    price: 3499,
    name: ['Cooking with the Seasons', 'Cuisiner au fil des saisons'],
    description: [
      '120 simple recipes that follow the market through the year.',
      '120 recettes simples qui suivent le marché tout au long de l’année.',
    ],
    details: [
      'From spring asparagus to winter squash, this cookbook celebrates produce at its best. Every recipe is photographed and most are ready in under forty minutes.',
      'Des asperges du printemps aux courges de l’hiver, ce livre de cuisine célèbre les produits au meilleur de leur saison. Chaque recette est photographiée et la plupart sont prêtes en moins de quarante minutes.',
    ],
    specs: [
      ['Author', 'Auteur', 'Léa Fontaine', 'Léa Fontaine'],
      ['Format', 'Format', 'Hardcover, illustrated', 'Relié, illustré'],
      ['Recipes', 'Recettes', '120', '120'],
      ['Pages', 'Pages', '288', '288'],
    ],
  },
  {
    slug: 'mindful-habits',
    art: 'book',
    tint: 'Yellow',
    price: 1699,
    name: ['Mindful Habits', 'Habitudes en pleine conscience'],
    description: [
      'Small daily practices for a calmer, more focused life.',
      'De petites pratiques quotidiennes pour une vie plus calme et plus concentrée.',
    ],
    details: [
      'Drawing on psychology and years of coaching, this practical guide shows how tiny changes add up. Each chapter ends with a five-minute exercise to try the same day.',
      'S’appuyant sur la psychologie et des années de coaching, ce guide pratique montre comment de petits changements finissent par tout changer. Chaque chapitre se termine par un exercice de cinq minutes à essayer le jour même.',
    ],
    specs: [
      ['Author', 'Auteur', 'Dr. Maya Patel', 'Dr Maya Patel'],
      ['Format', 'Format', 'Paperback', 'Broché'],
      ['Pages', 'Pages', '256', '256'],
    ],
  },
  {
    slug: 'code-and-craft',
    art: 'book',
    tint: 'Navy',
    price: 3999,
    name: [
      'Code & Craft: Writing Software That Lasts',
      'Code & Savoir-faire : écrire des logiciels durables',
    ],
    description: [
      'A practical guide to clean, maintainable software.',
      'Un guide pratique pour écrire du code propre et facile à maintenir.',
    ],
    details: [
      'Through real-world examples, this book teaches how to design code that is easy to change. It covers naming, testing, refactoring and working well in a team.',
      'À partir d’exemples concrets, ce livre enseigne à concevoir du code facile à faire évoluer. Il aborde le nommage, les tests, le refactoring et le travail en équipe.',
    ],
    specs: [
      ['Author', 'Auteur', 'Samuel Okafor', 'Samuel Okafor'],
      ['Format', 'Format', 'Paperback', 'Broché'],
      ['Pages', 'Pages', '464', '464'],
      ['Level', 'Niveau', 'Intermediate', 'Intermédiaire'],
    ],
  },
  {
    slug: 'atlas-of-small-wonders',
    art: 'book',
    tint: 'Orange',
    price: 2999,
    name: ['An Atlas of Small Wonders', 'Atlas des petites merveilles'],
    description: [
      'An illustrated journey to 80 overlooked places around the world.',
      'Un voyage illustré vers 80 lieux méconnus aux quatre coins du monde.',
    ],
    details: [
      'Hidden gardens, tiny museums and forgotten islands fill this beautifully illustrated atlas. Perfect for armchair travellers and planners of the next adventure.',
      'Jardins cachés, musées minuscules et îles oubliées peuplent cet atlas magnifiquement illustré. Idéal pour voyager depuis son fauteuil ou préparer sa prochaine aventure.',
    ],
    specs: [
      ['Author', 'Auteur', 'Hugo Lindqvist', 'Hugo Lindqvist'],
      ['Format', 'Format', 'Hardcover, illustrated', 'Relié, illustré'],
      ['Pages', 'Pages', '240', '240'],
    ],
  },
  {
    slug: 'classic-novels-box-set',
    art: 'bookstack',
    tint: 'Red',
    price: 5999,
    name: ['Classic Novels Box Set (6 Books)', 'Coffret romans classiques (6 livres)'],
    description: [
      'Six timeless novels in elegant cloth-bound editions.',
      'Six romans intemporels dans d’élégantes éditions reliées toile.',
    ],
    details: [
      'This box set gathers six of the best-loved classics of the nineteenth century. Cloth covers, ribbon markers and gilt titles make it a handsome gift.',
      'Ce coffret réunit six des classiques les plus aimés du XIXe siècle. Couvertures en toile, signets en ruban et titres dorés en font un très beau cadeau.',
    ],
    specs: [
      ['Volumes', 'Volumes', '6', '6'],
      ['Format', 'Format', 'Cloth-bound hardcover', 'Relié toile'],
      ['Language', 'Langue', 'English', 'Anglais'],
    ],
  },
  {
    slug: 'little-explorers-picture-book',
    art: 'book',
    tint: 'Sky',
    price: 1299,
    name: ['Little Explorers: Under the Sea', 'Petits explorateurs : sous la mer'],
    description: [
      'A lift-the-flap picture book for ages 3 to 6.',
      'Un album à rabats pour les enfants de 3 à 6 ans.',
    ],
    details: [
      'Young readers dive into coral reefs and deep trenches, lifting more than forty flaps along the way. Sturdy pages survive enthusiastic little hands.',
      'Les jeunes lecteurs plongent dans les récifs coralliens et les abysses en soulevant plus de quarante rabats. Les pages épaisses résistent aux petites mains enthousiastes.',
    ],
    specs: [
      ['Age', 'Âge', '3–6 years', '3–6 ans'],
      ['Format', 'Format', 'Board book with flaps', 'Album cartonné à rabats'],
      ['Pages', 'Pages', '24', '24'],
    ],
  },
  {
    slug: 'linen-dot-grid-notebook',
    art: 'notebook',
    tint: 'Sage',
    price: 1999,
    name: ['Linen Dot-Grid Notebook A5', 'Carnet à points en lin A5'],
    description: [
      'A lay-flat A5 notebook with thick, fountain-pen-friendly paper.',
      'Un carnet A5 qui s’ouvre à plat, au papier épais adapté au stylo plume.',
    ],
    details: [
      'The 120 g/m² paper takes ink without bleeding, and the dot grid suits journaling, sketching and planning. A linen cover, two ribbons and numbered pages complete it.',
      'Son papier de 120 g/m² accepte l’encre sans traverser, et sa grille de points convient au journal, au croquis comme à l’organisation. Couverture en lin, deux signets et pages numérotées complètent l’ensemble.',
    ],
    specs: [
      ['Size', 'Format', 'A5 (14.8 × 21 cm)', 'A5 (14,8 × 21 cm)'],
      ['Paper', 'Papier', '120 g/m², dot grid', '120 g/m², pointillé'],
      ['Pages', 'Pages', '192', '192'],
    ],
  },
  {
    slug: 'leather-travel-journal',
    art: 'notebook',
    tint: 'Brown',
    price: 3499,
    name: ['Leather Travel Journal', 'Carnet de voyage en cuir'],
    description: [
      'A refillable leather journal that ages beautifully.',
      'Un carnet en cuir rechargeable qui se patine magnifiquement.',
    ],
    details: [
      'This handmade cover wraps three slim notebooks and holds tickets and postcards in its pocket. The leather darkens with every trip, becoming a record of its own.',
      'Cette couverture faite main accueille trois carnets fins et garde billets et cartes postales dans sa poche. Le cuir fonce à chaque voyage et devient lui-même un souvenir.',
    ],
    specs: [
      ['Cover', 'Couverture', 'Full-grain leather', 'Cuir pleine fleur'],
      ['Inserts', 'Recharges', '3 notebooks, lined, blank, grid', '3 carnets : ligné, blanc, quadrillé'],
      ['Size', 'Format', '12 × 21 cm', '12 × 21 cm'],
    ],
    soldOut: true,
  },
];
