import type { Insertable } from 'kysely';
import type { ContentPagesTable } from '../db/content-types.ts';
import { stableId } from '../db/ids.ts';
import { isoDaysBefore } from './product-rows.ts';

/** The content pages the footer links to (/pages/about, /pages/shipping, /pages/returns), published. */

interface PageText {
  title: string;
  body: string;
}

const PAGES: readonly { slug: string; en: PageText; fr: PageText }[] = [
  {
    slug: 'about',
    en: {
      title: 'About us',
      body: `E-Commerce Store has been helping shoppers find quality products at fair prices since 2015.

## What we believe in

- **Quality first**: every product is chosen and checked by our team.
- **Fair prices**: no hidden fees; the price you see is the price you pay, tax shown before you order.
- **Friendly service**: a real person answers every message, usually within one business day.

## Where we are

Our team works from San Francisco and ships across the United States.
Questions? Write to [support@example.com](mailto:support@example.com).`,
    },
    fr: {
      title: 'À propos',
      body: `Depuis 2015, E-Commerce Store aide chacun à trouver des produits de qualité à prix juste.

## Nos valeurs

- **La qualité d'abord** : chaque produit est choisi et vérifié par notre équipe.
- **Des prix justes** : aucun frais caché ; le prix affiché est celui que vous payez, taxes indiquées avant la commande.
- **Un service attentionné** : une vraie personne répond à chaque message, en général sous un jour ouvré.

## Où nous trouver

Notre équipe travaille depuis San Francisco et livre dans tous les États-Unis.
Une question ? Écrivez à [support@example.com](mailto:support@example.com).`,
    },
  },
  {
    slug: 'shipping',
    en: {
      title: 'Shipping & delivery',
      body: `## Shipping costs

| Order subtotal | Shipping |
|:--|--:|
| $50.00 or more | Free |
| Under $50.00 | $9.99 |

## Delivery times

Orders placed before 2 pm ship the same business day. Standard delivery takes **3 to 5 business days**.

## Tracking your order

Once your order ships you can follow it from [your orders](/orders).`,
    },
    fr: {
      title: 'Livraison',
      body: `## Frais de livraison

| Sous-total de la commande | Livraison |
|:--|--:|
| 50,00 $ ou plus | Gratuite |
| Moins de 50,00 $ | 9,99 $ |

## Délais

Les commandes passées avant 14 h partent le jour ouvré même. La livraison standard prend **3 à 5 jours ouvrés**.

## Suivre votre commande

Dès l'expédition, suivez votre colis depuis [vos commandes](/orders).`,
    },
  },
  {
    slug: 'returns',
    en: {
      title: 'Returns & exchanges',
      body: `Changed your mind? You can return most items within **30 days** of delivery.

1. Make sure the item is unused and in its original packaging.
2. Contact us at [support@example.com](mailto:support@example.com) with your order number.
3. Send the item back with the return label we e-mail you.

Your refund is issued to the original payment method within 5 business days of receiving the item.
Read more about [shipping](/pages/shipping).`,
    },
    fr: {
      title: 'Retours et échanges',
      body: `Vous avez changé d'avis ? La plupart des articles peuvent être retournés sous **30 jours** après la livraison.

1. Vérifiez que l'article n'a pas été utilisé et qu'il est dans son emballage d'origine.
2. Contactez-nous à [support@example.com](mailto:support@example.com) avec votre numéro de commande.
3. Renvoyez l'article avec l'étiquette de retour que nous vous envoyons par e-mail.

Le remboursement est effectué sur le moyen de paiement d'origine sous 5 jours ouvrés après réception.
En savoir plus sur la [livraison](/pages/shipping).`,
    },
  },
];

export function contentPageRows(): Insertable<ContentPagesTable>[] {
  const createdAt = isoDaysBefore(300);
  return PAGES.map(({ slug, en, fr }) => ({
    id: stableId(`page:${slug}`),
    slug,
    titleEn: en.title,
    titleFr: fr.title,
    bodyEn: en.body,
    bodyFr: fr.body,
    isPublished: 1,
    createdAt,
    updatedAt: createdAt,
  }));
}
