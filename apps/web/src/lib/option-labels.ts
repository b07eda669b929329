import type { TFunction } from '../i18n/translator.ts';
import { VARIANT_ATTRIBUTES, type Language, type VariantAttribute } from '@store/shared/constants';
import { optionValueLabel } from '@store/shared/option-values';

function isOptionName(name: string): name is VariantAttribute {
  return (VARIANT_ATTRIBUTES as readonly string[]).includes(name);
}

/**
 * The options of a line as the shopper reads them ('Storage: 256 GB', 'Stockage : 256 Go'), for the
 * cart, the checkout summary and orders alike. Known option names and catalogue values are translated;
 * empty values are left out.
 */
export function optionLabels(
  options: Record<string, string>,
  t: TFunction,
  lang: Language,
): Array<{ name: string; text: string }> {
  return Object.entries(options)
    .filter(([, value]) => value)
    .map(([name, value]) => ({
      name,
      text: t('cart.option', {
        name: isOptionName(name) ? t(`cart.optionNames.${name}`) : name,
        value: optionValueLabel(value, lang),
      }),
    }));
}
