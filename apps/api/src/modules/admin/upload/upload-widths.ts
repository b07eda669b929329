import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { UPLOAD_WIDTHS } from '@store/shared/constants';
import { narrowerCopy } from './image-processing.ts';
import { UPLOADS_PUBLIC_PATH } from './upload-storage.ts';

const paramsSchema = z.object({
  width: z.coerce
    .number()
    .int()
    .refine((width) => (UPLOAD_WIDTHS as readonly number[]).includes(width)),
  // Stored names only (contentName): 32 hex characters and .webp; nothing that climbs out of the folder.
  name: z.string().regex(/^[a-f0-9]{32}\.webp$/),
});

const notFound = { error: 'Image not found', code: 'NOT_FOUND' } as const;

async function readIfPresent(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/**
 * GET /uploads/w/{width}/{name}: an uploaded image at one of UPLOAD_WIDTHS, for the storefront's
 * srcset. Made on the first request and kept beside the original (w/{width}/{name}), so it is cheap
 * from then on and the same for every process; like the original, cached for a year.
 */
export async function uploadWidthRoutes(app: FastifyInstance, root: string): Promise<void> {
  app.get(`${UPLOADS_PUBLIC_PATH}/w/:width/:name`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) return reply.status(404).send(notFound);
    const { width, name } = parsed.data;
    const folder = join(root, 'w', String(width));
    const path = join(folder, name);
    let bytes = await readIfPresent(path);
    if (!bytes) {
      const original = await readIfPresent(join(root, name));
      if (!original) return reply.status(404).send(notFound);
      bytes = await narrowerCopy(original, width);
      await mkdir(folder, { recursive: true });
      // Written aside then renamed, as the originals are: a reader never sees half a file.
      const partial = join(folder, `.${name}.${randomBytes(6).toString('hex')}`);
      await writeFile(partial, bytes);
      await rename(partial, path);
    }
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type('image/webp')
      .send(bytes);
  });
}
