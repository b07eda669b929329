import type { ProductSeed } from './catalogue-types.ts';

/** Health & Beauty, part 1: serums, creams, cleansers and sun care. */
export const beautySkincare: readonly ProductSeed[] = [
  {
    slug: 'radiance-vitamin-c-serum',
    art: 'serum',
    tint: 'Orange',
    price: 3400,
    was: 4200,
    name: ['Radiance Vitamin C Serum', 'Sérum éclat à la vitamine C'],
    description: [
      'A brightening serum with 15% vitamin C and ferulic acid.',
      'Un sérum éclat à 15 % de vitamine C et à l’acide férulique.',
    ],
    details: [
      'Apply three drops each morning to even out skin tone and boost radiance. Vitamin C and ferulic acid work together against dullness, and the amber bottle keeps the formula fresh.',
      'Appliquez trois gouttes chaque matin pour unifier le teint et raviver l’éclat. La vitamine C et l’acide férulique agissent ensemble contre le teint terne, et le flacon ambré préserve la fraîcheur de la formule.',
    ],
    specs: [
      ['Volume', 'Contenance', '30 ml', '30 ml'],
      ['Key ingredients', 'Actifs clés', '15% vitamin C, ferulic acid', '15 % vitamine C, acide férulique'],
      ['Skin type', 'Type de peau', 'All skin types', 'Tous types de peau'],
      ['Vegan', 'Vegan', 'Yes', 'Oui'],
    ],
    featured: true,
  },
  {
    slug: 'hyaluronic-hydra-serum',
    art: 'serum',
    tint: 'Sky',
    price: 2900,
    name: ['Hyaluronic Hydra Serum', 'Sérum hydratant à l’acide hyaluronique'],
    description: [
      'A weightless serum that plumps and hydrates all day.',
      'Un sérum ultra-léger qui repulpe et hydrate toute la journée.',
    ],
    details: [
      'Three weights of hyaluronic acid hydrate the surface and deeper layers of the skin. It absorbs in seconds and layers under any moisturiser or make-up.',
      'Trois poids moléculaires d’acide hyaluronique hydratent la surface comme les couches plus profondes de la peau. Il pénètre en quelques secondes et s’utilise sous n’importe quelle crème ou maquillage.',
    ],
    specs: [
      ['Volume', 'Contenance', '30 ml', '30 ml'],
      ['Key ingredients', 'Actifs clés', 'Hyaluronic acid, panthenol', 'Acide hyaluronique, panthénol'],
      ['Fragrance', 'Parfum', 'Fragrance-free', 'Sans parfum'],
    ],
  },
  {
    slug: 'retinol-night-serum',
    art: 'serum',
    tint: 'Purple',
    price: 3900,
    name: ['Gentle Retinol Night Serum', 'Sérum de nuit doux au rétinol'],
    description: [
      'An encapsulated 0.3% retinol serum for smoother skin.',
      'Un sérum au rétinol encapsulé 0,3 % pour une peau plus lisse.',
    ],
    details: [
      'Encapsulated retinol is released slowly overnight, smoothing fine lines with less irritation. Squalane and bisabolol keep the skin calm and comfortable.',
      'Le rétinol encapsulé se libère lentement pendant la nuit et lisse les ridules avec moins d’irritation. Le squalane et le bisabolol gardent la peau apaisée et confortable.',
    ],
    specs: [
      ['Volume', 'Contenance', '30 ml', '30 ml'],
      ['Retinol', 'Rétinol', '0.3% encapsulated', '0,3 % encapsulé'],
      ['Use', 'Utilisation', 'Evening', 'Le soir'],
    ],
  },
  {
    slug: 'cloud-cream-moisturizer',
    art: 'creamjar',
    tint: 'Pink',
    price: 3200,
    name: ['Cloud Cream Daily Moisturiser', 'Crème hydratante quotidienne Cloud'],
    description: [
      'A whipped moisturiser with ceramides for soft, calm skin.',
      'Une crème fouettée aux céramides pour une peau douce et apaisée.',
    ],
    details: [
      'Cloud Cream melts into the skin with an airy texture and leaves no shine. Ceramides and niacinamide strengthen the skin barrier day after day.',
      'La crème Cloud fond sur la peau avec une texture aérienne et ne laisse aucun fini brillant. Céramides et niacinamide renforcent la barrière cutanée jour après jour.',
    ],
    specs: [
      ['Volume', 'Contenance', '50 ml', '50 ml'],
      ['Key ingredients', 'Actifs clés', 'Ceramides, niacinamide', 'Céramides, niacinamide'],
      ['Finish', 'Fini', 'Matte', 'Mat'],
    ],
  },
  {
    slug: 'rich-repair-night-cream',
    art: 'creamjar',
    tint: 'Navy',
    price: 4500,
    name: ['Rich Repair Night Cream', 'Crème de nuit réparatrice Rich Repair'],
    description: [
      'A nourishing night cream with shea butter and peptides.',
      'Une crème de nuit nourrissante au beurre de karité et aux peptides.',
    ],
    details: [
      'While you sleep, shea butter replenishes dry skin and peptides support its firmness. You wake up to a face that feels soft, supple and rested.',
      'Pendant votre sommeil, le beurre de karité nourrit les peaux sèches et les peptides soutiennent leur fermeté. Au réveil, le visage est doux, souple et reposé.',
    ],
    specs: [
      ['Volume', 'Contenance', '50 ml', '50 ml'],
      ['Key ingredients', 'Actifs clés', 'Shea butter, peptides', 'Beurre de karité, peptides'],
      ['Skin type', 'Type de peau', 'Dry to very dry', 'Sèche à très sèche'],
    ],
  },
  {
    slug: 'clay-detox-face-mask',
    art: 'creamjar',
    tint: 'Sage',
    price: 2400,
    name: ['Green Clay Detox Mask', 'Masque détox à l’argile verte'],
    description: [
      'A purifying clay mask that unclogs pores in ten minutes.',
      'Un masque purifiant à l’argile qui désincruste les pores en dix minutes.',
    ],
    details: [
      'French green clay absorbs excess oil while aloe vera keeps the skin from feeling tight. Use it once or twice a week for a fresh, even complexion.',
      'L’argile verte française absorbe l’excès de sébum tandis que l’aloe vera évite les tiraillements. À utiliser une ou deux fois par semaine pour un teint frais et uniforme.',
    ],
    specs: [
      ['Volume', 'Contenance', '75 ml', '75 ml'],
      ['Key ingredients', 'Actifs clés', 'Green clay, aloe vera', 'Argile verte, aloe vera'],
      ['Use', 'Utilisation', '1–2 times a week', '1 à 2 fois par semaine'],
    ],
  },
  {
    slug: 'gentle-foaming-cleanser',
    art: 'pumpbottle',
    tint: 'White',
    price: 1800,
    name: ['Gentle Foaming Cleanser', 'Gel nettoyant moussant doux'],
    description: [
      'A low-pH gel cleanser that removes make-up without stripping.',
      'Un gel nettoyant à pH doux qui démaquille sans dessécher.',
    ],
    details: [
      'This cleanser turns into a soft foam that lifts away sunscreen and make-up. Skin feels clean and comfortable, never tight.',
      'Ce nettoyant se transforme en une mousse légère qui élimine crème solaire et maquillage. La peau est nette et confortable, sans jamais tirailler.',
    ],
    specs: [
      ['Volume', 'Contenance', '200 ml', '200 ml'],
      ['pH', 'pH', '5.5', '5,5'],
      ['Skin type', 'Type de peau', 'All skin types', 'Tous types de peau'],
    ],
  },
  {
    slug: 'shea-body-lotion',
    art: 'pumpbottle',
    tint: 'Beige',
    price: 1600,
    name: ['Shea & Oat Body Lotion', 'Lait corporel karité & avoine'],
    description: [
      'A fast-absorbing body lotion for 48 hours of softness.',
      'Un lait corporel à pénétration rapide pour 48 heures de douceur.',
    ],
    details: [
      'Shea butter and colloidal oat soothe dry skin without a greasy feel. The light, natural scent of oat milk lingers softly.',
      'Le beurre de karité et l’avoine colloïdale apaisent la peau sèche sans effet gras. Le parfum léger et naturel de lait d’avoine persiste tout en douceur.',
    ],
    specs: [
      ['Volume', 'Contenance', '400 ml', '400 ml'],
      ['Key ingredients', 'Actifs clés', 'Shea butter, oat', 'Beurre de karité, avoine'],
      ['Hydration', 'Hydratation', '48 hours', '48 heures'],
    ],
  },
  {
    slug: 'mineral-sunscreen-spf50',
    art: 'tube',
    tint: 'Yellow',
    price: 2200,
    name: ['Mineral Sunscreen SPF 50', 'Crème solaire minérale SPF 50'],
    description: [
      'A reef-friendly mineral sunscreen with no white cast.',
      'Une protection solaire minérale respectueuse des récifs, sans traces blanches.',
    ],
    details: [
      'Zinc oxide protects against UVA and UVB rays in a sheer, lightweight lotion. It is water-resistant for 80 minutes and gentle enough for sensitive skin.',
      'L’oxyde de zinc protège des UVA et des UVB dans une texture légère et invisible. Résistante à l’eau pendant 80 minutes, elle convient aussi aux peaux sensibles.',
    ],
    specs: [
      ['Volume', 'Contenance', '50 ml', '50 ml'],
      ['Protection', 'Protection', 'SPF 50, broad spectrum', 'SPF 50, large spectre'],
      ['Water resistance', 'Résistance à l’eau', '80 minutes', '80 minutes'],
    ],
  },
  {
    slug: 'hand-cream-trio',
    art: 'tube',
    tint: 'Lavender',
    price: 1900,
    name: ['Hand Cream Trio Gift Set', 'Coffret trio de crèmes pour les mains'],
    description: [
      'Three travel-size hand creams: lavender, rose and citrus.',
      'Trois crèmes pour les mains format voyage : lavande, rose et agrumes.',
    ],
    details: [
      'Rich but non-greasy, these hand creams keep hands soft through winter. The pretty gift box makes them a ready-made present.',
      'Riches sans être grasses, ces crèmes gardent les mains douces tout l’hiver. Leur joli coffret en fait un cadeau tout trouvé.',
    ],
    specs: [
      ['Contents', 'Contenu', '3 × 30 ml', '3 × 30 ml'],
      ['Scents', 'Parfums', 'Lavender, rose, citrus', 'Lavande, rose, agrumes'],
      ['Gift box', 'Coffret cadeau', 'Yes', 'Oui'],
    ],
    soldOut: true,
  },
];
