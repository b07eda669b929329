import type { TFunction } from '../../i18n/translator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReorderLine, ReorderResponse } from '@store/shared/schemas/orders';
import { storefrontTranslators } from '../../i18n/test-translators.ts';
import { reorderMessage } from './reorder-message.ts';

let english: TFunction;
let french: TFunction;
beforeAll(async () => {
  ({ en: english, fr: french } = storefrontTranslators());
});

const answer = (lines: ReorderLine[]) => ({ lines }) as Pick<ReorderResponse, 'lines'>;
const line = (
  name: string,
  ordered: number,
  added: number,
  result: ReorderLine['result'],
  reason: ReorderLine['reason'] = null,
) => ({ productId: name, name, ordered, added, result, reason }) satisfies ReorderLine;

describe('what the reorder alert says', () => {
  it('says the spec’s success text alone when every line went back in full', () => {
    const all = answer([line('Lamp', 2, 2, 'added'), line('Mug', 1, 1, 'added')]);
    expect(reorderMessage(all, english)).toBe('Items added to cart successfully!');
    expect(reorderMessage(all, french)).toBe('Articles ajoutés au panier avec succès !');
  });

  it('says per line what was added, reduced to how many and why, or left out and why', () => {
    const mixed = answer([
      line('Lamp', 2, 1, 'reduced', 'low_stock'),
      line('Mug', 1, 1, 'added'),
      line('Chair', 3, 0, 'left_out', 'unavailable'),
      line('Desk', 4, 2, 'reduced', 'cart_limit'),
      line('Sofa', 1, 0, 'left_out', 'out_of_stock'),
    ]);
    expect(reorderMessage(mixed, english)).toBe(
      [
        'Some items could not be added in full:',
        '• Lamp: 1 of 2 added (fewer left in stock than you ordered)',
        '• Mug: 1 added',
        '• Chair: not added (no longer available)',
        '• Desk: 2 of 4 added (your cart already holds the most you can buy)',
        '• Sofa: not added (out of stock)',
      ].join('\n'),
    );
    expect(reorderMessage(mixed, french)).toBe(
      [
        "Certains articles n'ont pas pu être ajoutés en totalité :",
        '• Lamp : 1 sur 2 ajouté (stock inférieur à la quantité commandée)',
        '• Mug : 1 ajouté',
        "• Chair : non ajouté (n'est plus disponible)",
        '• Desk : 2 sur 4 ajoutés (votre panier contient déjà le maximum autorisé)',
        '• Sofa : non ajouté (en rupture de stock)',
      ].join('\n'),
    );
  });

  it('never calls a reduced line a success, nor a line left out a reduction', () => {
    const text = reorderMessage(answer([line('Lamp', 2, 1, 'reduced', 'low_stock')]), english);
    expect(text).not.toContain('successfully');
    const none = answer([line('Chair', 1, 0, 'left_out', 'cart_limit')]);
    expect(reorderMessage(none, english)).toBe(
      [
        'None of these items could be added to your cart:',
        '• Chair: not added (your cart already holds the most you can buy)',
      ].join('\n'),
    );
  });
});
