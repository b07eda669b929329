import type { ProductDetail } from '@store/shared/schemas/product';

/** schema.org BreadcrumbList: the trail from home to this page, each step with its address. */
export function breadcrumbList(steps: Array<{ name: string; url: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** schema.org Product with its offer (price in USD, availability) and, once reviewed, its rating. */
export function productSchema(product: ProductDetail, url: string, origin: string): object {
  const absolute = (src: string) => (/^https?:\/\//i.test(src) ? src : `${origin}${src}`);
  const images = product.images.length > 0 ? product.images : [product.image];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images.filter(Boolean).map(absolute),
    sku: product.id,
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: product.price.toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
          },
        }
      : {}),
  };
}
