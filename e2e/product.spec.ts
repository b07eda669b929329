import { MAX_LINE_QUANTITY } from '@store/shared/constants';
import type { ProductDetail, Variant } from '@store/shared/schemas/product';
import { expect, test } from './fixtures.ts';
import { findPlainProducts, shop } from './support/cart-pages.ts';
import { pageApi, usd } from './support/catalog-api.ts';
import type { Translate } from './support/messages.ts';
import {
  dimensionsOf,
  dimensionValues,
  findProductWithVariants,
  interestingVariant,
  productPage,
} from './support/product-page.ts';

/*
 * The product page (storefront §2 Product detail, §4, §5, §8): variant pickers that drive the price and
 * the stock label, add-to-cart validation per option, specifications, a wrapping gallery,
 * recommendations, and 'Product Not Found' for an unknown id. Compared with /api/products/{id}.
 */

/** The stock label a shopper should read for a chosen variant. */
function stockText(variant: Variant, t: Translate): string {
  const { quantity, lowStockThreshold } = variant.stock;
  if (!variant.inStock || quantity <= 0) return t('productPage.stock.out');
  if (quantity <= lowStockThreshold) return t('productPage.stock.low', { count: quantity });
  return t('productPage.stock.in');
}

/** The first active variant with these attribute values, as the page picks it (storefront §4). */
function firstMatching(product: ProductDetail, chosen: Partial<Variant['attributes']>): Variant {
  const variant = product.variants.find(
    (v) =>
      v.isActive &&
      Object.entries(chosen).every(
        ([key, value]) => v.attributes[key as keyof Variant['attributes']] === value,
      ),
  );
  if (!variant) throw new Error(`${product.name} has no active variant for ${JSON.stringify(chosen)}`);
  return variant;
}

test.describe('product page', () => {
  test('options drive price and stock; add to cart asks for every missing option', async ({
    page,
    request,
  }) => {
    const product = await findProductWithVariants(request);
    const target = interestingVariant(product);
    const dimensions = dimensionsOf(product);
    const [firstDimension, secondDimension] = dimensions;
    if (!firstDimension || !secondDimension) throw new Error('unreachable: two dimensions were found');
    const firstValue = target.attributes[firstDimension] ?? '';
    const secondValue = target.attributes[secondDimension] ?? '';
    const view = productPage(page);
    const { t } = view;

    await page.goto(`/product/${product.id}`);
    await expect(view.heading).toHaveText(product.name);
    await expect(page).toHaveTitle(`${product.name} | E-Commerce`);
    await expect(view.breadcrumb.getByRole('link', { name: product.category })).toHaveAttribute(
      'href',
      `/category/${product.categorySlug}`,
    );
    await expect(view.price).toHaveText(`${t('price.current')} ${usd(product.price)}`);
    for (const dimension of dimensions) {
      await expect(view.picker(dimension).getByRole('radio')).toHaveCount(
        dimensionValues(product, dimension).length,
      );
    }

    // Nothing chosen: adding is refused with a message per missing option, each picker flagged.
    await view.addToCart.click();
    for (const dimension of dimensions) {
      await expect(view.optionError(dimension)).toHaveText(t(`productPage.optionErrors.${dimension}`));
      await expect(view.picker(dimension).getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(view.picker(firstDimension).getByRole('radio').first()).toBeFocused();
    await expect(view.addToCart).toBeVisible();

    // One option: its error clears, the other stays; price follows the first matching variant.
    await view.option(firstDimension, firstValue).check();
    await expect(view.optionError(firstDimension)).toHaveCount(0);
    await expect(view.optionError(secondDimension)).toBeVisible();
    await expect(view.picker(firstDimension)).toHaveAccessibleName(
      `${t(`productPage.options.${firstDimension}`)}: ${firstValue}`,
    );
    const afterFirst = firstMatching(product, { [firstDimension]: firstValue });
    await expect(view.price).toHaveText(`${t('price.current')} ${usd(afterFirst.price)}`);

    // Both options: price and stock of exactly that variant.
    await view.option(secondDimension, secondValue).check();
    await expect(view.optionError(secondDimension)).toHaveCount(0);
    const chosen = firstMatching(product, { [firstDimension]: firstValue, [secondDimension]: secondValue });
    expect(chosen.id, 'the variant picked is the one the journey aimed for').toBe(target.id);
    await expect(view.price).toHaveText(`${t('price.current')} ${usd(chosen.price)}`);
    await expect(view.stock(stockText(chosen, t))).toBeVisible();

    await view.addToCart.click();
    // The product page says the spec's 'Added to Cart!'; cards keep the short 'Added!'.
    await expect(view.main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();
  });

  test('specifications, a gallery that wraps, recommendations without the product itself', async ({
    page,
    request,
  }) => {
    const product = await findProductWithVariants(request);
    const view = productPage(page);
    const { t } = view;
    const count = product.images.length;
    const image = (index: number) =>
      view.gallery.getByRole('img', {
        name: t('productPage.gallery.imageAlt', { name: product.name, index, count }),
        exact: true,
      });

    const recommended = await pageApi.recommendations(page, product.id, () =>
      page.goto(`/product/${product.id}`),
    );
    await expect(view.heading).toHaveText(product.name);

    // The gallery wraps both ways.
    await expect(image(1)).toBeVisible();
    await view.previousImage.click();
    await expect(image(count)).toBeVisible();
    await view.nextImage.click();
    await expect(image(1)).toBeVisible();
    await view.nextImage.click();
    await expect(image(2)).toBeVisible();

    // Specifications: the API's keys and values, in order.
    const specs = Object.entries(product.specifications);
    expect(specs.length, `${product.name} has specifications`).toBeGreaterThan(0);
    await view.tab('specifications').click();
    await expect(view.tab('specifications')).toHaveAttribute('aria-selected', 'true');
    const panel = view.main.getByRole('tabpanel');
    await expect(panel.getByRole('term')).toHaveText(specs.map(([key]) => key));
    await expect(panel.getByRole('definition')).toHaveText(specs.map(([, value]) => value));

    // Recommendations: what the API gave the page, never the product itself.
    expect(recommended.length, 'the page gets recommendations').toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(6);
    expect(
      recommended.map((p) => p.id),
      'the product does not recommend itself',
    ).not.toContain(product.id);
    await view.recommendations.scrollIntoViewIfNeeded();
    const names = view.recommendations.getByRole('heading', { level: 3 });
    await expect(names).toHaveText(recommended.map((p) => p.name));
    await expect(view.recommendations.getByRole('link', { name: product.name, exact: true })).toHaveCount(0);
  });

  test('the quantity stops at what one cart line may hold and says why; so does the cart’s plus', async ({
    page,
    request,
  }) => {
    const [, , , product] = await findPlainProducts(request, 4);
    const view = productPage(page);
    const { t, main } = view;
    const max = product.maxQuantity;
    const byStock = max < MAX_LINE_QUANTITY;
    const why = byStock
      ? t('quantity.limit.stock', { count: max })
      : t('quantity.limit.cap', { max: MAX_LINE_QUANTITY });
    await page.goto(`/product/${product.id}`);
    const quantity = main.getByRole('spinbutton', { name: t('quantity.label'), exact: true });
    const plus = main.getByRole('button', { name: t('quantity.increase'), exact: true });
    await expect(main.getByText(why, { exact: true })).toHaveCount(0);

    // More than the cart would take comes down to the most it takes, and the page says why.
    await quantity.fill('500');
    await quantity.blur();
    await expect(quantity).toHaveValue(String(max));
    await expect(plus).toBeDisabled();
    await expect(main.getByText(why, { exact: true })).toBeVisible();

    // All of them added: the spec's 'Added to Cart!', and nothing more fits, with the cart's share said.
    await view.addToCart.click();
    await expect(main.getByRole('button', { name: t('cart.addedToCart'), exact: true })).toBeVisible();
    await expect(quantity).toHaveValue('1');
    const whyNow = byStock
      ? t('quantity.limit.stockInCart', { available: max, inCart: max })
      : t('quantity.limit.capInCart', { max: MAX_LINE_QUANTITY, inCart: max });
    await expect(main.getByText(whyNow, { exact: true })).toBeVisible();

    // The cart page's plus stops at the same place and says the same.
    await page.goto('/cart');
    const s = shop(page);
    const line = s.line(s.main, product.name);
    await expect(s.increase(line, product.name)).toBeDisabled();
    await expect(line.getByText(why, { exact: true })).toBeVisible();
  });

  test('an unknown product says it was not found and links home', async ({ page, pageProblems }) => {
    const id = '0123456789abcdef01234567';
    // The API answers 404 for it, which the page turns into its not-found state (a 404 page).
    pageProblems.allow(id);
    const view = productPage(page);
    const { t } = view;

    await page.goto(`/product/${id}`);
    await expect(view.heading).toHaveText(t('productPage.notFound.title'));
    await expect(view.main.getByText(t('productPage.notFound.text'), { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${t('productPage.notFound.title')} | E-Commerce`);
    await view.main.getByRole('link', { name: t('common.backHome'), exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(`${t('pages.home.title')} | E-Commerce`);
  });
});
