import { brandSchema, footerSchema, heroSlideSchema, testimonialSchema } from '@store/shared/schemas/content';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localizedGet } from '../../lib/localized-route.ts';
import { listBrands, listHeroSlides, listTestimonials } from './content.service.ts';
import { getFooter } from './footer.service.ts';

/** Home-page and footer content calls of storefront §7. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['content'];
  localizedGet(
    app,
    '/api/hero',
    { tags, summary: 'Active hero slides', response: z.array(heroSlideSchema) },
    listHeroSlides,
  );
  localizedGet(
    app,
    '/api/testimonials',
    { tags, summary: 'Customer testimonials', response: z.array(testimonialSchema) },
    listTestimonials,
  );
  localizedGet(
    app,
    '/api/brands',
    { tags, summary: 'Popular brands (footer strip)', response: z.array(brandSchema) },
    listBrands,
  );
  localizedGet(
    app,
    '/api/footer',
    { tags, summary: 'Footer content', response: footerSchema, notFound: true },
    getFooter,
  );
}
