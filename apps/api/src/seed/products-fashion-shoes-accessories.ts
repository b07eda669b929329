import type { ProductSeed } from './catalogue-types.ts';
import { apparel, colourOnly, SHOE_SIZES } from './variants.ts';

/** Fashion, part 2: shoes, bags, eyewear, hats and watches. */
export const fashionShoesAccessories: readonly ProductSeed[] = [
  {
    slug: 'stride-knit-sneakers',
    art: 'sneaker',
    price: 8900,
    name: ['Stride Knit Sneakers', 'Baskets en maille Stride'],
    description: [
      'Lightweight knit sneakers with a cushioned, recycled sole.',
      'Des baskets légères en maille, avec une semelle amortie en matière recyclée.',
    ],
    details: [
      'Stride sneakers wrap your foot in a breathable one-piece knit and cushion every step with springy foam. They are machine washable, so they stay fresh all season.',
      'Les baskets Stride enveloppent le pied d’une maille respirante d’une seule pièce et amortissent chaque pas grâce à une mousse dynamique. Elles passent en machine et restent fraîches toute la saison.',
    ],
    specs: [
      ['Upper', 'Tige', 'Recycled knit', 'Maille recyclée'],
      ['Sole', 'Semelle', 'EVA foam', 'Mousse EVA'],
      ['Weight', 'Poids', '260 g (size 9)', '260 g (pointure 9)'],
      ['Care', 'Entretien', 'Machine washable', 'Lavables en machine'],
    ],
    variants: apparel(['White', 'Black'], SHOE_SIZES),
  },
  {
    slug: 'court-classic-leather-sneakers',
    art: 'sneaker',
    tint: 'Cream',
    price: 9900,
    name: ['Court Classic Leather Sneakers', 'Baskets Court Classic en cuir'],
    description: [
      'Clean white leather sneakers that go with everything.',
      'Des baskets en cuir blanc épurées qui s’accordent avec tout.',
    ],
    details: [
      'Court Classic is crafted from full-grain leather on a stitched rubber cupsole. The minimal design looks as good with a suit as with shorts.',
      'La Court Classic est façonnée en cuir pleine fleur sur une semelle en caoutchouc cousue. Son design minimaliste va aussi bien avec un costume qu’avec un short.',
    ],
    specs: [
      ['Upper', 'Tige', 'Full-grain leather', 'Cuir pleine fleur'],
      ['Sole', 'Semelle', 'Stitched rubber cupsole', 'Caoutchouc cousu'],
      ['Lining', 'Doublure', 'Leather', 'Cuir'],
    ],
  },
  {
    slug: 'chelsea-leather-boots',
    art: 'boot',
    tint: 'Brown',
    price: 15900,
    name: ['Chelsea Leather Boots', 'Bottines Chelsea en cuir'],
    description: [
      'Goodyear-welted Chelsea boots in supple suede-finish leather.',
      'Des bottines Chelsea cousues Goodyear, en cuir souple finition daim.',
    ],
    details: [
      'Elastic side panels and a pull tab make these boots easy to slip on. The Goodyear welt means the sole can be replaced, so they can last for many years.',
      'Des empiècements élastiques et une tirette les rendent faciles à enfiler. Le cousu Goodyear permet de remplacer la semelle : elles vous accompagneront de longues années.',
    ],
    specs: [
      ['Upper', 'Tige', 'Suede-finish leather', 'Cuir finition daim'],
      ['Construction', 'Montage', 'Goodyear welt', 'Cousu Goodyear'],
      ['Heel', 'Talon', '3 cm', '3 cm'],
    ],
  },
  {
    slug: 'trail-lace-up-boots',
    art: 'boot',
    tint: 'Tan',
    price: 13900,
    name: ['Trail Lace-Up Boots', 'Boots à lacets Trail'],
    description: [
      'Waterproof lace-up boots with a lugged sole for city and trail.',
      'Des boots à lacets imperméables, à semelle crantée, pour la ville comme pour les sentiers.',
    ],
    details: [
      'A waterproof membrane keeps feet dry through puddles and wet grass. The lugged rubber sole grips on cobbles, mud and gravel alike.',
      'Une membrane imperméable garde les pieds au sec dans les flaques et l’herbe mouillée. La semelle crantée en caoutchouc accroche aussi bien sur les pavés que dans la boue ou le gravier.',
    ],
    specs: [
      ['Upper', 'Tige', 'Nubuck leather', 'Cuir nubuck'],
      ['Waterproofing', 'Imperméabilité', 'Waterproof membrane', 'Membrane imperméable'],
      ['Sole', 'Semelle', 'Lugged rubber', 'Caoutchouc cranté'],
    ],
  },
  {
    slug: 'milano-leather-tote',
    art: 'handbag',
    price: 12900,
    name: ['Milano Leather Tote', 'Sac cabas Milano en cuir'],
    description: [
      'A structured leather tote that fits a 14-inch laptop.',
      'Un sac cabas structuré en cuir, assez grand pour un ordinateur de 14 pouces.',
    ],
    details: [
      'The Milano tote is cut from vegetable-tanned leather that develops a rich patina. Inside, a zipped pocket and a padded sleeve keep your essentials organised.',
      'Le cabas Milano est taillé dans un cuir à tannage végétal qui se patine magnifiquement. À l’intérieur, une poche zippée et un compartiment rembourré gardent vos affaires bien rangées.',
    ],
    specs: [
      ['Material', 'Matière', 'Vegetable-tanned leather', 'Cuir à tannage végétal'],
      ['Dimensions', 'Dimensions', '38 × 30 × 14 cm', '38 × 30 × 14 cm'],
      ['Laptop sleeve', 'Pochette ordinateur', 'Up to 14"', 'Jusqu’à 14"'],
    ],
    variants: colourOnly(['Tan', 'Black', 'Beige']),
  },
  {
    slug: 'mini-crossbody-bag',
    art: 'handbag',
    tint: 'Rose',
    price: 5900,
    name: ['Mini Crossbody Bag', 'Mini sac bandoulière'],
    description: [
      'A small crossbody with an adjustable strap and gold-tone hardware.',
      'Un petit sac bandoulière à sangle réglable et finitions dorées.',
    ],
    details: [
      'Just big enough for a phone, cards and keys, this bag keeps your hands free. The strap adjusts from shoulder to crossbody length in seconds.',
      'Juste assez grand pour un téléphone, des cartes et des clés, ce sac vous laisse les mains libres. Sa sangle passe de l’épaule à la bandoulière en quelques secondes.',
    ],
    specs: [
      ['Material', 'Matière', 'Pebbled leather', 'Cuir grainé'],
      ['Dimensions', 'Dimensions', '20 × 14 × 6 cm', '20 × 14 × 6 cm'],
      ['Strap', 'Sangle', 'Adjustable, removable', 'Réglable, amovible'],
    ],
  },
  {
    slug: 'aviator-polarized-sunglasses',
    art: 'sunglasses',
    tint: 'Gold',
    price: 7900,
    name: ['Aviator Polarized Sunglasses', 'Lunettes de soleil aviateur polarisées'],
    description: [
      'Classic metal aviators with polarised, UV400 lenses.',
      'Des aviateurs classiques en métal, verres polarisés UV400.',
    ],
    details: [
      'Polarised lenses cut glare from water and roads, so colours stay vivid and your eyes relax. The lightweight frame comes with a hard case and cleaning cloth.',
      'Les verres polarisés suppriment les reflets de l’eau et de la route : les couleurs restent vives et vos yeux se détendent. La monture légère est livrée avec un étui rigide et une chiffonnette.',
    ],
    specs: [
      ['Lenses', 'Verres', 'Polarised, UV400', 'Polarisés, UV400'],
      ['Frame', 'Monture', 'Stainless steel', 'Acier inoxydable'],
      ['Lens width', 'Largeur du verre', '58 mm', '58 mm'],
    ],
  },
  {
    slug: 'retro-round-sunglasses',
    art: 'sunglasses',
    tint: 'Black',
    price: 4900,
    name: ['Retro Round Sunglasses', 'Lunettes de soleil rondes rétro'],
    description: [
      'Round acetate frames with a seventies feel.',
      'Une monture ronde en acétate, à l’esprit années 70.',
    ],
    details: [
      'Hand-polished acetate frames and tinted lenses give these sunglasses a warm, vintage look. Five-barrel hinges keep them sturdy for years.',
      'Une monture en acétate polie à la main et des verres teintés leur donnent un charme vintage. Les charnières à cinq barillets assurent leur solidité pour des années.',
    ],
    specs: [
      ['Lenses', 'Verres', 'Tinted, UV400', 'Teintés, UV400'],
      ['Frame', 'Monture', 'Acetate', 'Acétate'],
      ['Lens width', 'Largeur du verre', '49 mm', '49 mm'],
    ],
  },
  {
    slug: 'everyday-baseball-cap',
    art: 'cap',
    price: 2499,
    name: ['Everyday Baseball Cap', 'Casquette de baseball Everyday'],
    description: [
      'A washed cotton cap with a curved brim and adjustable strap.',
      'Une casquette en coton délavé, à visière incurvée et bride réglable.',
    ],
    details: [
      'Soft, unstructured and pre-washed, this cap feels broken-in from the first day. The brass buckle adjusts to any head size.',
      'Souple, non structurée et prélavée, cette casquette semble déjà portée dès le premier jour. Sa boucle en laiton s’ajuste à toutes les tailles de tête.',
    ],
    specs: [
      ['Material', 'Matière', '100% cotton twill', 'Sergé 100 % coton'],
      ['Closure', 'Fermeture', 'Brass buckle', 'Boucle en laiton'],
      ['Size', 'Taille', 'One size', 'Taille unique'],
    ],
    variants: colourOnly(['Navy', 'Beige', 'Olive']),
  },
  {
    slug: 'meridian-automatic-watch',
    art: 'watch',
    tint: 'Navy',
    price: 24900,
    name: ['Meridian Automatic Watch', 'Montre automatique Meridian'],
    description: [
      'A 40 mm automatic watch with a sunburst dial and leather strap.',
      'Une montre automatique de 40 mm à cadran soleillé et bracelet en cuir.',
    ],
    details: [
      'Meridian runs on a self-winding mechanical movement visible through the exhibition case back. Sapphire crystal and 100 m water resistance make it an everyday companion.',
      'La Meridian bat au rythme d’un mouvement mécanique à remontage automatique, visible à travers le fond transparent. Son verre saphir et son étanchéité à 100 m en font une compagne de tous les jours.',
    ],
    specs: [
      ['Movement', 'Mouvement', 'Automatic, 40 h reserve', 'Automatique, 40 h de réserve'],
      ['Case', 'Boîtier', '40 mm stainless steel', 'Acier inoxydable 40 mm'],
      ['Crystal', 'Verre', 'Sapphire', 'Saphir'],
      ['Water resistance', 'Étanchéité', '100 m', '100 m'],
    ],
  },
];
