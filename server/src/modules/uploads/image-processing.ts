import { UploadErrors } from './uploads.errors.js';

/** Largest upload accepted, MB (multer stops reading beyond it). */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** Largest decoded picture accepted, pixels (25 megapixels): refuses image bombs before decoding. */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Longest side of the stored images, px (smaller images are not enlarged). */
export const MAX_OUTPUT_SIDE = 2000;
/** WebP qualities stored for each upload (spec section 9: image resizing quality 40, 80, 100). */
export const QUALITY_STEPS = [40, 80, 100] as const;
export type Quality = (typeof QUALITY_STEPS)[number];
/** Input formats accepted, as sharp names them after reading the content. */
export const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

const PIXEL_LIMIT = /pixel limit/i;

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp> | undefined;

/** sharp (libvips, about 28 MB in a process), loaded at the first upload rather than at start-up. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

/**
 * Checks an uploaded file by its content and re-encodes it:
 * - the format is read by sharp from the bytes: JPEG, PNG or WebP, else INVALID_IMAGE;
 * - more than {@link MAX_INPUT_PIXELS} pixels is refused before decoding: IMAGE_TOO_LARGE;
 * - each variant is auto-rotated (EXIF orientation), fitted inside 2000 x 2000 px, stripped of
 *   metadata (sharp's default) and encoded as WebP at quality 40, 80 and 100.
 * Pure: writes nothing. @returns the three WebP buffers by quality.
 * @throws INVALID_IMAGE, IMAGE_TOO_LARGE
 */
export async function encodeImageVariants(input: Buffer): Promise<Record<Quality, Buffer>> {
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await open()
    .metadata()
    .catch((err: Error) => {
      throw PIXEL_LIMIT.test(err.message) ? UploadErrors.tooLargeToProcess() : UploadErrors.invalidImage();
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw UploadErrors.invalidImage();
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) throw UploadErrors.tooLargeToProcess();
  try {
    const base = open().autoOrient().resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true });
    const [q40, q80, q100] = await Promise.all(QUALITY_STEPS.map((quality) => base.clone().webp({ quality }).toBuffer()));
    return { 40: q40, 80: q80, 100: q100 };
  } catch (err) {
    throw PIXEL_LIMIT.test((err as Error).message) ? UploadErrors.tooLargeToProcess() : UploadErrors.invalidImage();
  }
}
