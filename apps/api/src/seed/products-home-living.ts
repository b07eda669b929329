import type { ProductSeed } from './catalogue-types.ts';
import { colourOnly } from './variants.ts';

/** Home & Garden, part 1: furniture, lighting and decoration. */
export const homeLiving: readonly ProductSeed[] = [
  {
    slug: 'oslo-three-seat-sofa',
    art: 'sofa',
    price: 89900,
    name: ['Oslo Three-Seat Sofa', 'Canapé trois places Oslo'],
    description: [
      'A deep, Scandinavian-style sofa with removable, washable covers.',
      'Un canapé profond de style scandinave, aux housses amovibles et lavables.',
    ],
    details: [
      'Oslo combines a solid oak base with feather-wrapped cushions that stay plump for years. The covers zip off for washing, and the sofa arrives in three boxes that fit through any door.',
      'Oslo associe un piètement en chêne massif à des coussins garnis de plumes qui restent gonflés des années durant. Les housses se retirent pour le lavage, et le canapé arrive en trois cartons qui passent toutes les portes.',
    ],
    specs: [
      ['Dimensions', 'Dimensions', '220 × 95 × 82 cm', '220 × 95 × 82 cm'],
      ['Frame', 'Structure', 'Solid oak and birch plywood', 'Chêne massif et contreplaqué de bouleau'],
      ['Fabric', 'Tissu', 'Recycled woven polyester', 'Polyester tissé recyclé'],
      ['Seats', 'Places', '3', '3'],
    ],
    variants: [
      { color: 'Sage', extraCents: 0 },
      { color: 'Grey', extraCents: 0 },
      { color: 'Mustard', extraCents: 5000, inactive: true },
    ],
    featured: true,
  },
  {
    slug: 'loft-velvet-armchair',
    art: 'chair',
    tint: 'Teal',
    price: 39900,
    name: ['Loft Velvet Armchair', 'Fauteuil en velours Loft'],
    description: [
      'A curved velvet armchair on slim brass-tipped legs.',
      'Un fauteuil arrondi en velours sur de fins pieds à embouts laiton.',
    ],
    details: [
      'The Loft armchair wraps around you with a gently curved back and a generous seat. Its soft velvet catches the light and brings a touch of colour to any reading corner.',
      'Le fauteuil Loft vous enveloppe grâce à son dossier légèrement incurvé et son assise généreuse. Son velours doux accroche la lumière et apporte une touche de couleur à n’importe quel coin lecture.',
    ],
    specs: [
      ['Dimensions', 'Dimensions', '78 × 80 × 76 cm', '78 × 80 × 76 cm'],
      ['Fabric', 'Tissu', 'Cotton velvet', 'Velours de coton'],
      ['Legs', 'Pieds', 'Beech with brass tips', 'Hêtre avec embouts laiton'],
    ],
  },
  {
    slug: 'nordic-oak-dining-chair',
    art: 'chair',
    tint: 'Beige',
    price: 14900,
    name: ['Nordic Oak Dining Chair', 'Chaise de salle à manger Nordic en chêne'],
    description: [
      'A solid oak dining chair with a padded seat.',
      'Une chaise de salle à manger en chêne massif, à l’assise rembourrée.',
    ],
    details: [
      'Shaped by hand from FSC-certified oak, this chair is light to move and built to last. The padded linen seat keeps long dinners comfortable.',
      'Façonnée à la main dans du chêne certifié FSC, cette chaise est légère à déplacer et faite pour durer. Son assise rembourrée en lin rend les longs dîners confortables.',
    ],
    specs: [
      ['Material', 'Matière', 'Solid FSC oak', 'Chêne massif FSC'],
      ['Seat height', 'Hauteur d’assise', '46 cm', '46 cm'],
      ['Weight', 'Poids', '5.2 kg', '5,2 kg'],
    ],
  },
  {
    slug: 'arc-floor-lamp',
    art: 'lamp',
    tint: 'Black',
    price: 12900,
    name: ['Arc Floor Lamp', 'Lampadaire arc'],
    description: [
      'A sweeping arc lamp that lights a sofa or dining table from above.',
      'Un lampadaire en arc qui éclaire un canapé ou une table par le dessus.',
    ],
    details: [
      'The Arc lamp reaches 180 cm over your furniture from a heavy marble base. A dimmable warm LED sets the mood from bright reading light to a soft evening glow.',
      'Le lampadaire Arc s’avance de 180 cm au-dessus de vos meubles depuis un lourd socle en marbre. Sa LED chaude à intensité variable passe d’un éclairage de lecture à une douce lueur du soir.',
    ],
    specs: [
      ['Height', 'Hauteur', '200 cm', '200 cm'],
      ['Base', 'Socle', 'Marble', 'Marbre'],
      ['Bulb', 'Ampoule', 'Dimmable LED, 2700 K', 'LED à variateur, 2700 K'],
    ],
  },
  {
    slug: 'dome-ceramic-table-lamp',
    art: 'lamp',
    tint: 'Coral',
    price: 6900,
    name: ['Dome Ceramic Table Lamp', 'Lampe à poser Dome en céramique'],
    description: [
      'A glazed ceramic table lamp with a linen dome shade.',
      'Une lampe à poser en céramique émaillée, avec abat-jour dôme en lin.',
    ],
    details: [
      'Each Dome base is glazed by hand, so no two are exactly alike. The linen shade diffuses a warm light that is perfect for bedside tables.',
      'Chaque pied Dome est émaillé à la main : aucun n’est exactement identique. Son abat-jour en lin diffuse une lumière chaude idéale pour une table de chevet.',
    ],
    specs: [
      ['Height', 'Hauteur', '45 cm', '45 cm'],
      ['Shade', 'Abat-jour', 'Linen', 'Lin'],
      ['Socket', 'Douille', 'E27', 'E27'],
    ],
  },
  {
    slug: 'boucle-throw-cushion',
    art: 'cushion',
    price: 2999,
    name: ['Bouclé Throw Cushion', 'Coussin en bouclette'],
    description: [
      'A plush bouclé cushion with a feather filling.',
      'Un coussin moelleux en bouclette, garni de plumes.',
    ],
    details: [
      'Textured bouclé adds instant cosiness to a sofa or bed. The cover has a hidden zip and the feather insert can be fluffed back to shape in seconds.',
      'La bouclette texturée apporte une touche douillette à un canapé ou à un lit. La housse se ferme par un zip invisible et le garnissage en plumes reprend forme en quelques secondes.',
    ],
    specs: [
      ['Size', 'Dimensions', '50 × 50 cm', '50 × 50 cm'],
      ['Cover', 'Housse', 'Bouclé polyester', 'Bouclette polyester'],
      ['Filling', 'Garnissage', 'Feather', 'Plumes'],
    ],
    variants: colourOnly(['Cream', 'Mustard', 'Sage']),
  },
  {
    slug: 'linen-cushion-cover-set',
    art: 'cushion',
    tint: 'Rose',
    price: 3499,
    name: ['Linen Cushion Cover Set of 2', 'Lot de 2 housses de coussin en lin'],
    description: [
      'Two stonewashed linen cushion covers with envelope backs.',
      'Deux housses de coussin en lin délavé, à fermeture portefeuille.',
    ],
    details: [
      'Stonewashing gives this linen a soft, lived-in feel from the first day. Mix them with patterned cushions or use them as a calm, tonal pair.',
      'Le lavage à la pierre donne à ce lin une douceur naturelle dès le premier jour. Associez-les à des coussins imprimés ou utilisez-les en duo ton sur ton.',
    ],
    specs: [
      ['Size', 'Dimensions', '45 × 45 cm', '45 × 45 cm'],
      ['Material', 'Matière', '100% linen', '100 % lin'],
      ['Pieces', 'Nombre', '2', '2'],
    ],
  },
  {
    slug: 'ripple-ceramic-vase',
    art: 'vase',
    tint: 'Sky',
    price: 3999,
    name: ['Ripple Ceramic Vase', 'Vase Ripple en céramique'],
    description: [
      'A sculptural ribbed vase for fresh or dried flowers.',
      'Un vase sculptural à côtes, pour fleurs fraîches ou séchées.',
    ],
    details: [
      'The rippled surface of this stoneware vase plays with light through the day. Watertight inside, it is equally at home with a bunch of tulips or a few dried stems.',
      'La surface ondulée de ce vase en grès joue avec la lumière au fil de la journée. Étanche à l’intérieur, il accueille aussi bien un bouquet de tulipes que quelques tiges séchées.',
    ],
    specs: [
      ['Height', 'Hauteur', '28 cm', '28 cm'],
      ['Material', 'Matière', 'Glazed stoneware', 'Grès émaillé'],
      ['Watertight', 'Étanche', 'Yes', 'Oui'],
    ],
  },
  {
    slug: 'amber-soy-candle',
    art: 'candle',
    tint: 'Orange',
    price: 2499,
    name: ['Amber & Fig Soy Candle', 'Bougie Ambre & Figue à la cire de soja'],
    description: [
      'A hand-poured soy candle with notes of amber, fig and cedar.',
      'Une bougie coulée à la main à la cire de soja, aux notes d’ambre, de figue et de cèdre.',
    ],
    details: [
      'Poured in small batches into a reusable amber glass, this candle burns cleanly for around 50 hours. Its cotton wick gives a steady, soot-free flame.',
      'Coulée en petites séries dans un verre ambré réutilisable, cette bougie brûle proprement pendant environ 50 heures. Sa mèche en coton offre une flamme régulière, sans suie.',
    ],
    specs: [
      ['Burn time', 'Durée de combustion', 'About 50 hours', 'Environ 50 heures'],
      ['Wax', 'Cire', '100% soy', '100 % soja'],
      ['Weight', 'Poids', '220 g', '220 g'],
    ],
  },
  {
    slug: 'sandalwood-three-wick-candle',
    art: 'candle',
    tint: 'Sage',
    price: 3299,
    name: ['Sandalwood Three-Wick Candle', 'Bougie trois mèches Santal'],
    description: [
      'A generous three-wick candle with warm sandalwood and vanilla.',
      'Une généreuse bougie à trois mèches, au santal chaleureux et à la vanille.',
    ],
    details: [
      'Three wicks melt the whole surface quickly, so the scent fills a large living room. The ceramic vessel makes a lovely plant pot once the candle is finished.',
      'Ses trois mèches font fondre toute la surface rapidement, pour parfumer un grand salon. Une fois la bougie terminée, son contenant en céramique devient un joli cache-pot.',
    ],
    specs: [
      ['Burn time', 'Durée de combustion', 'About 45 hours', 'Environ 45 heures'],
      ['Wicks', 'Mèches', '3 cotton wicks', '3 mèches en coton'],
      ['Weight', 'Poids', '450 g', '450 g'],
    ],
    soldOut: true,
  },
  {
    slug: 'minimal-wall-clock',
    art: 'clock',
    tint: 'White',
    price: 4499,
    name: ['Minimal Silent Wall Clock', 'Horloge murale silencieuse Minimal'],
    description: [
      'A 30 cm wall clock with a silent sweep movement.',
      'Une horloge murale de 30 cm au mouvement continu silencieux.',
    ],
    details: [
      'No ticking, just a smooth sweeping second hand. The clean dial and oak-coloured frame suit kitchens, offices and bedrooms.',
      'Aucun tic-tac, seulement une trotteuse qui glisse en douceur. Son cadran épuré et son cadre couleur chêne conviennent à la cuisine, au bureau comme à la chambre.',
    ],
    specs: [
      ['Diameter', 'Diamètre', '30 cm', '30 cm'],
      ['Movement', 'Mouvement', 'Silent sweep', 'Continu silencieux'],
      ['Battery', 'Pile', '1 × AA', '1 × AA'],
    ],
  },
];
