import { AppError } from '../../common/errors/app-error.js';
import { MAX_IMAGE_MB } from './image-processing.js';

/** Error codes of image uploads. Nothing is stored when one of these is thrown. */
export const UploadErrors = {
  /** Not a JPEG, PNG or WebP by its content (whatever its name or Content-Type say), or unreadable. */
  invalidImage: () => new AppError('INVALID_IMAGE', 'Only JPEG, PNG or WebP images can be uploaded.', 400),
  /** More than {@link MAX_IMAGE_MB} MB. */
  tooLarge: () => new AppError('IMAGE_TOO_LARGE', `Image must be ${MAX_IMAGE_MB} MB or smaller.`, 413),
  /** More pixels than the processing limit (an "image bomb": small file, huge picture). */
  tooLargeToProcess: () => new AppError('IMAGE_TOO_LARGE', 'Image is too large to process.', 413),
  /** The uploader's daily quota is spent; `retryAfter` seconds until it renews. */
  quotaExceeded: (perDay: number, retryAfter: number) =>
    new AppError('UPLOAD_QUOTA_EXCEEDED', `You can upload ${perDay} images a day. Please try again later.`, 429, undefined, { retryAfter }),
  /** An image URL that the upload endpoint did not produce. */
  notUploaded: () => new AppError('INVALID_IMAGE', 'Upload the image first, then use the address it returns.', 400),
} as const;
