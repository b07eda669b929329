import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded files go. The API only needs `save`; a store with several servers can swap the local
 * folder for an S3-compatible bucket behind the same interface, without touching the upload route.
 */
export interface UploadStorage {
  /** Stores the bytes under a name derived from their content and answers the URL they are served at. */
  save(bytes: Buffer, ext: string): Promise<string>;
}

/** The public path the stored files are served under (see uploads.plugin.ts). */
export const UPLOADS_PUBLIC_PATH = '/uploads';

/** 32 hex characters of the SHA-256 of the content: the same image is stored once, under one name. */
export function contentName(bytes: Buffer, ext: string): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;
}

/**
 * Files in a local folder, served by this process. Names are content hashes, so a URL never changes
 * meaning and can be cached for a year; the same image uploaded twice is one file.
 */
export class LocalUploadStorage implements UploadStorage {
  constructor(readonly dir: string) {}

  async save(bytes: Buffer, ext: string): Promise<string> {
    const name = contentName(bytes, ext);
    await mkdir(this.dir, { recursive: true });
    // Written aside then renamed: a reader never sees half a file, and two uploads of the same image
    // at once both end with the same complete file. Dot-files are never served.
    const partial = join(this.dir, `.${name}.${randomBytes(6).toString('hex')}`);
    await writeFile(partial, bytes);
    await rename(partial, join(this.dir, name));
    return `${UPLOADS_PUBLIC_PATH}/${name}`;
  }
}
