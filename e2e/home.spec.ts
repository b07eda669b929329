import { expect, test } from './fixtures.ts';
import { api } from './support/api.ts';
import { currentSlide, escapeRegExp, homePage } from './support/home-page.ts';

/*
 * What a shopper sees on the home page, compared with what the API serves (never with copied seed
 * strings): hero slides, category cards, featured products, testimonials and the footer.
 */

test.describe('home page', () => {
  test('hero slider shows the slides of /api/hero, one of them in view', async ({ page, request }) => {
    const slides = await api.hero(request);
    expect(slides.length, 'the demo content has hero slides').toBeGreaterThan(0);
    const home = homePage(page);

    await page.goto('/');
    await expect(home.hero.getByRole('heading', { level: 2 })).toHaveText(slides.map((s) => s.title));
    const first = home.heroSlide(1, slides.length);
    await expect(first.getByText(slides[0]?.subtitle ?? '', { exact: true })).toBeAttached();
    await expect(first.getByRole('link', { name: slides[0]?.buttonText })).toBeAttached();
    // Autoplay may have moved on since the page opened: the slide in view is the current one.
    await expect((await currentSlide(home.hero, home.t)).getByRole('heading')).toBeInViewport();
  });

  test('category cards show the active categories with counts and links', async ({ page, request }) => {
    const categories = await api.activeCategories(request);
    expect(categories.length).toBeGreaterThan(0);
    const home = homePage(page);

    await page.goto('/');
    await home.categories.scrollIntoViewIfNeeded();
    const cards = home.categoryCarousel.getByRole('group');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(categories.map((c) => c.name));
    for (const [i, category] of categories.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(
        home.t('home.categories.productCount', { count: category.productCount }),
      );
      const viewAll = new RegExp(
        `${escapeRegExp(home.t('home.categories.viewAll'))}.*${escapeRegExp(category.name)}`,
      );
      await expect(card.getByRole('link', { name: viewAll })).toHaveAttribute(
        'href',
        `/category/${category.slug}`,
      );
    }
    await expect(await currentSlide(home.categoryCarousel, home.t)).toBeInViewport();
  });

  test('featured products show the products of /api/products/featured', async ({ page, request }) => {
    const products = await api.featured(request);
    expect(products.length).toBeGreaterThan(0);
    const home = homePage(page);

    await page.goto('/');
    await home.featured.scrollIntoViewIfNeeded();
    const cards = home.featuredCarousel.getByRole('group');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(products.map((p) => p.name));
    for (const [i, product] of products.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        `/product/${product.id}`,
      );
    }
    await expect(await currentSlide(home.featuredCarousel, home.t)).toBeInViewport();
  });

  test('testimonials show what customers said', async ({ page, request }) => {
    const testimonials = await api.testimonials(request);
    expect(testimonials.length).toBeGreaterThan(0);
    const home = homePage(page);

    await page.goto('/');
    await home.testimonials.scrollIntoViewIfNeeded();
    const cards = home.testimonialCarousel.getByRole('group');
    // One card per testimonial, in the API's order, each with its comment and its author's name.
    await expect(cards).toContainText(testimonials.map((t) => t.comment));
    await expect(cards).toContainText(testimonials.map((t) => t.name));
    await expect(await currentSlide(home.testimonialCarousel, home.t)).toBeInViewport();
  });

  test('footer shows the company, brands, category links with counts and this year', async ({
    page,
    request,
  }) => {
    const [footer, brands] = await Promise.all([api.footer(request), api.brands(request)]);
    const home = homePage(page);

    await page.goto('/');
    await home.footer.scrollIntoViewIfNeeded();
    const { companyInfo } = footer;
    await expect(home.footer.getByText(companyInfo.description, { exact: true })).toBeVisible();
    await expect(home.footer.getByRole('link', { name: companyInfo.contact.phone })).toBeVisible();
    await expect(home.footer.getByRole('link', { name: companyInfo.contact.email })).toHaveAttribute(
      'href',
      `mailto:${companyInfo.contact.email}`,
    );
    await expect(home.footer.getByText(companyInfo.contact.address, { exact: true })).toBeVisible();

    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      await expect(home.brands.getByRole('link', { name: brand.name, exact: true })).toBeVisible();
    }

    expect(footer.categories.length).toBeGreaterThan(0);
    // Each category link shows its name followed by its product count, in the API's order.
    await expect(home.footerCategories.getByRole('link')).toContainText(
      footer.categories.map((c) => new RegExp(`^${escapeRegExp(c.name)}\\D*${c.productCount}\\D*$`)),
    );
    for (const category of footer.categories) {
      await expect(home.footerCategories.getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/category/${category.slug}`,
      );
    }

    const year = new Date().getFullYear();
    await expect(
      home.footer.getByText(home.t('footer.copyright', { year, name: companyInfo.name }), { exact: true }),
    ).toBeVisible();
  });
});
