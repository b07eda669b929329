import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { CartProduct } from '@store/shared/schemas/cart';
import type { Variant } from '@store/shared/schemas/product';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useAddToCart } from '../../lib/cart/api/add-to-cart.ts';
import { useCart } from '../../lib/cart/api/get-cart.ts';
import { useUpdateCartItem } from '../../lib/cart/api/update-cart-item.ts';
import { productLines, type LineDraft } from '../../lib/cart/cart-lines.ts';
import { lineLimitText } from '../../lib/cart/quantity-limit.ts';
import { AddToCartButton, type InCartStepper } from '../ui/add-to-cart-button.tsx';
import type { ButtonSize } from '../ui/button.ts';

interface AddProductToCartProps {
  product: CartProduct;
  /** The variant the chosen options picked (product page); a card leaves the choice to the server. */
  variant?: Variant | null;
  /** The chosen colour, size and storage, sent along so the server can match them too. */
  attributes?: Partial<Record<string, string>> | null;
  /** Units to add; the product page's quantity selector passes its value (storefront §4). */
  quantity?: number;
  validate?: () => boolean;
  outOfStock: boolean;
  /** Shows the 'In Cart' stepper once the product is in the cart (storefront §4). */
  showQuantityControls?: boolean;
  size?: ButtonSize;
  /** Accessible name of the idle button when the text alone is ambiguous (cards in a grid). */
  label?: string;
  /** What the button says once added, when not the default 'Added!'. */
  addedLabel?: string;
}

function chosenOptions(
  attributes: Partial<Record<string, string>> | null | undefined,
): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes ?? {})) if (value) options[name] = value;
  return options;
}

/** The line as it will look, so it shows in the cart before the server answers. */
function draftOf(product: CartProduct, variant: Variant | null): LineDraft {
  const price = variant?.price ?? product.price;
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    price,
    selectedOptions: variant ? chosenOptions(variant.attributes) : {},
    // Only the line's fields: a product page passes its whole detail (variants, gallery…).
    product: {
      _id: product._id,
      id: product.id,
      name: product.name,
      image: product.image,
      category: product.category,
      categorySlug: product.categorySlug,
      inStock: product.inStock,
      price,
      originalPrice: variant ? variant.originalPrice : product.originalPrice,
      discount: variant ? variant.discount : product.discount,
    },
  };
}

/** The add-to-cart button wired to the cart: adds the product (and variant), or steps its quantity. */
export function AddProductToCart({
  product,
  variant = null,
  attributes = null,
  quantity = 1,
  validate,
  outOfStock,
  showQuantityControls = false,
  size,
  label,
  addedLabel,
}: AddProductToCartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const add = useAddToCart();
  const update = useUpdateCartItem();
  const lines = productLines(cart.data, product.id);
  // A product in several variants has no single quantity to step: the button stays.
  const line = showQuantityControls && lines.length === 1 ? lines[0] : undefined;

  const inCart: InCartStepper | null = line
    ? {
        quantity: line.quantity,
        maxQuantity: line.maxQuantity,
        busy: add.isPending || update.isPending,
        onChange: (next) =>
          update.mutate({ productId: line.productId, variantId: line.variantId, quantity: next }),
        error: update.error ? apiErrorText(update.error, t) : null,
        limit: lineLimitText(line, t),
      }
    : null;

  const onAdd = async () => {
    update.reset();
    const selected = chosenOptions(attributes);
    try {
      await add.mutateAsync({
        body: {
          productId: product.id,
          quantity,
          selectedVariant: variant?.id ?? null,
          selectedAttributes: Object.keys(selected).length > 0 ? selected : null,
        },
        draft: draftOf(product, variant),
      });
    } catch (error) {
      // A card knows nothing of a product's options: the product page is where to choose them.
      if (!variant && error instanceof ApiError && error.code === 'VARIANT_REQUIRED') {
        void navigate(`/product/${encodeURIComponent(product.id)}`);
      }
      throw error;
    }
  };

  return (
    <AddToCartButton
      outOfStock={outOfStock}
      validate={validate}
      onAdd={onAdd}
      describeError={(error) => apiErrorText(error, t)}
      inCart={inCart}
      size={size}
      label={label}
      productName={product.name}
      addedLabel={addedLabel}
    />
  );
}
