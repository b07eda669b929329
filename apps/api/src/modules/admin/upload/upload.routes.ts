import multipart from '@fastify/multipart';
import { errorSchema } from '@store/shared/schemas/common';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_PERMISSIONS,
  uploadResponseSchema,
} from '@store/shared/schemas/admin-upload';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveUpload } from './receive-upload.ts';
import { processImage } from './image-processing.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
};

/** Uploads per staff member's client per minute: decoding images is the heaviest work the API does. */
const UPLOADS_PER_MINUTE = 30;

/**
 * POST /api/admin/upload (admin §7): one image for a product, category, hero slide or the footer logo. Multipart
 * parsing is registered here only, so no other route accepts multipart bodies.
 */
export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // One past the limit, so an oversized file is noticed rather than silently cut.
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/upload',
    {
      config: {
        access: { anyOf: UPLOAD_PERMISSIONS },
        rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['admin'],
        summary: 'Upload an image (JPEG, PNG, WebP or AVIF, at most 5 MB); stored as WebP',
        description:
          'multipart/form-data with a `file` part and an optional `type` field (default and only value: ' +
          '`image`). The file is judged by its content, scaled to at most 2000 px on its long side, ' +
          'stripped of metadata and re-encoded as WebP; the answer is its public URL.',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const file = await receiveUpload(request);
      const image = await processImage(file);
      const url = await app.uploads.save(image.bytes, 'webp');
      return {
        success: true as const,
        url,
        width: image.width,
        height: image.height,
        format: 'webp' as const,
        size: image.bytes.length,
      };
    },
  );
}
