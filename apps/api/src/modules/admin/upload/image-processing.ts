import { UPLOAD_MAX_DIMENSION, UPLOAD_MAX_PIXELS } from '@store/shared/schemas/admin-upload';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../../lib/app-error.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP or AVIF images can be uploaded';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** AVIF is an ISO-BMFF file whose first box is 'ftyp' naming an AVIF brand (major or compatible). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * What the file's first bytes say it is, whatever its name or declared type: a renamed SVG, HTML page
 * or program is none of the four and is refused before any decoder sees it.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** The format names sharp reports for each kind (AVIF is decoded by the HEIF loader). */
const SHARP_FORMATS: Record<ImageKind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded file and re-encodes it as WebP: at most UPLOAD_MAX_DIMENSION pixels on its long
 * side, turned upright from its EXIF orientation, and with every metadata block (EXIF, GPS, XMP,
 * ICC profile) dropped, since sharp keeps none unless told to. Re-encoding also means no byte of
 * the sender's file is ever served. A file that declares more than UPLOAD_MAX_PIXELS is refused from
 * its header alone, before it is decoded (a decompression bomb).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError(415, 'INVALID_IMAGE', NOT_AN_IMAGE);
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels; the limit is checked below with its own message.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, 'INVALID_IMAGE', 'The image is damaged or could not be read');
  }
  if (metadata.format !== SHARP_FORMATS[kind]) throw new AppError(415, 'INVALID_IMAGE', NOT_AN_IMAGE);
  const { width, height } = metadata;
  if (!width || !height)
    throw new AppError(400, 'INVALID_IMAGE', 'The image is damaged or could not be read');
  if (width * height > UPLOAD_MAX_PIXELS) {
    throw new AppError(
      413,
      'IMAGE_TOO_LARGE',
      `The image is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} million pixels`,
      { maxPixels: UPLOAD_MAX_PIXELS },
    );
  }
  try {
    const { data, info } = await sharp(bytes, { ...options, pages: 1 })
      .rotate()
      .resize({
        width: UPLOAD_MAX_DIMENSION,
        height: UPLOAD_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, 'INVALID_IMAGE', 'The image is damaged or could not be read');
  }
}

/** A stored (already WebP) image scaled down to `width` pixels wide; never enlarged. */
export async function narrowerCopy(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
