import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { LocalUploadStorage, UPLOADS_PUBLIC_PATH, type UploadStorage } from './upload-storage.ts';
import { uploadWidthRoutes } from './upload-widths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the admin upload stores images (a local folder today). */
    uploads: UploadStorage;
  }
}

/**
 * The store of uploaded images and their public address, /uploads/<content hash>.webp. The names
 * change whenever the content does, so the files are cached for a year as immutable; dot-files (the
 * half-written ones) are never served. Unknown names fall through to the JSON 404.
 */
async function uploadsPlugin(app: FastifyInstance, opts: { dir: string }): Promise<void> {
  const root = resolve(opts.dir);
  mkdirSync(root, { recursive: true });
  app.decorate('uploads', new LocalUploadStorage(root));
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_PUBLIC_PATH}/`,
    // The web app's static plugin may own reply.sendFile already.
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  await uploadWidthRoutes(app, root);
}

export default fp(uploadsPlugin, { name: 'uploads' });
