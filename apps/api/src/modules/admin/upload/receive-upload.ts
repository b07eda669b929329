import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@store/shared/schemas/admin-upload';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../lib/app-error.ts';

const TOO_BIG = `The file is too large: at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
const NO_FILE = 'Please choose an image file to upload';

function tooBig(): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', TOO_BIG, { maxBytes: UPLOAD_MAX_BYTES });
}

/** Busboy's limit errors, as @fastify/multipart names them. */
function isLimitError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && /^FST_(REQ_FILE_TOO_LARGE|FILES_LIMIT|PARTS_LIMIT|FIELDS_LIMIT)/.test(code)
  );
}

/**
 * Reads the multipart body of an upload: the bytes of its one `file` part (at most UPLOAD_MAX_BYTES)
 * and its `type` field, which may come before or after the file. Refuses, as `{ error, code }`, a
 * body that is not multipart, has no file or an empty one, or a file over the limit.
 */
export async function receiveUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the image as multipart/form-data, in a field named file',
    );
  }
  let file: Buffer | null = null;
  let type = 'image';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read every file part to its end (the stream must be drained); only `file` counts.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else if (part.fieldname === 'type') {
        type = String(part.value);
      }
    }
  } catch (error) {
    if (isLimitError(error)) {
      if ((error as { code: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
      throw badRequest('Send one image per upload, in a field named file');
    }
    throw badRequest('The upload could not be read; please try again');
  }
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`Unknown upload type; expected one of: ${UPLOAD_TYPES.join(', ')}`);
  }
  if (!file || file.length === 0) throw badRequest(NO_FILE, 'FILE_REQUIRED');
  if (file.length > UPLOAD_MAX_BYTES) throw tooBig();
  return file;
}
