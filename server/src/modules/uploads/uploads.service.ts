import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/current-user.decorator.js';
import { Role } from '../../common/auth/roles.decorator.js';
import { CommonErrors } from '../../common/errors/app-error.js';
import { RateLimiterRes, SharedLimiters, type SharedLimiter } from '../../common/rate-limit/shared-limiters.js';
import { encodeImageVariants, MAX_IMAGE_BYTES, QUALITY_STEPS, type Quality } from './image-processing.js';
import { STORAGE, type StorageService } from './storage.js';
import { UploadErrors } from './uploads.errors.js';

/** The part of a multer file an upload needs (memory storage). */
export interface UploadedFileLike {
  buffer: Buffer;
  size: number;
}

/** A stored image: `url` is the quality-80 WebP; `variants` lists all three. */
export interface UploadedImage {
  url: string;
  variants: { q40: string; q80: string; q100: string };
}

/** Images a customer may upload per day (each is decoded and re-encoded: CPU and storage). */
export const CUSTOMER_UPLOADS_PER_DAY = 30;
/** Images a staff account may upload per day (menus, plans and blogs need more). */
export const STAFF_UPLOADS_PER_DAY = 300;

/**
 * Stored variant names end like this: `<content hash>-q80.webp` (32 hex digits: the first 128 bits of
 * the SHA-256 of the uploaded bytes), or `<uuid>-q80.webp` for images stored before names were hashes.
 */
/** File name of a stored image quality: `<hash>-q<40|80|100>.webp`. */
export const VARIANT_NAME = /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-q(40|80|100)\.webp$/;

/**
 * Image uploads shared by the profile and the admin screens (menus, plans, blogs).
 * Everything is checked before anything is written; a failure part-way removes what was written.
 */
@Injectable()
export class UploadsService {
  /** Files each image returned by {@link saveImage} wrote itself (so {@link discard} never removes a shared one). */
  private readonly writtenBy = new WeakMap<UploadedImage, string[]>();

  private readonly customerQuota: SharedLimiter;
  private readonly staffQuota: SharedLimiter;

  constructor(
    @Inject(STORAGE) private readonly storage: StorageService,
    limiters: SharedLimiters,
  ) {
    this.customerQuota = limiters.create({ keyPrefix: 'uploads-user', points: CUSTOMER_UPLOADS_PER_DAY, duration: 24 * 3600 });
    this.staffQuota = limiters.create({ keyPrefix: 'uploads-staff', points: STAFF_UPLOADS_PER_DAY, duration: 24 * 3600 });
  }

  /**
   * Checks, re-encodes and stores an uploaded image as three WebP files named by the content's hash
   * (`<hash>-q40.webp`, `-q80`, `-q100`): the same picture uploaded twice is stored once.
   * Each upload counts against the uploader's daily quota ({@link CUSTOMER_UPLOADS_PER_DAY} for
   * customers, {@link STAFF_UPLOADS_PER_DAY} for staff; shared store), checked before decoding.
   * @param uploader the signed-in caller.
   * @param file the multer file (memory storage); null/undefined when none was sent.
   * @returns `{ url (q80), variants: { q40, q80, q100 } }`, site-relative URLs under /uploads/.
   * @throws VALIDATION_FAILED (image: no file), IMAGE_TOO_LARGE (over 5 MB or 25 megapixels), INVALID_IMAGE,
   *   UPLOAD_QUOTA_EXCEEDED (429)
   */
  async saveImage(uploader: AuthUser, file: UploadedFileLike | null | undefined): Promise<UploadedImage> {
    if (!file?.buffer?.length) throw CommonErrors.validation({ image: 'Please choose an image to upload.' });
    if (file.size > MAX_IMAGE_BYTES || file.buffer.length > MAX_IMAGE_BYTES) throw UploadErrors.tooLarge();
    await this.spendQuota(uploader);
    const encoded = await encodeImageVariants(file.buffer);
    const id = createHash('sha256').update(file.buffer).digest('hex').slice(0, 32);
    const urls: string[] = [];
    const written: string[] = [];
    try {
      for (const q of QUALITY_STEPS) {
        const saved = await this.storage.save(encoded[q], `${id}-q${q}.webp`, 'image/webp');
        urls.push(saved.url);
        if (saved.created) written.push(saved.url);
      }
    } catch (err) {
      await Promise.allSettled(written.map((url) => this.storage.delete(url)));
      throw err;
    }
    const [q40, q80, q100] = urls as [string, string, string];
    const image = { url: q80, variants: { q40, q80, q100 } };
    this.writtenBy.set(image, written);
    return image;
  }

  private async spendQuota(uploader: AuthUser): Promise<void> {
    const staff = uploader.role === Role.Admin || uploader.role === Role.SuperAdmin;
    try {
      await (staff ? this.staffQuota : this.customerQuota).consume(uploader.id);
    } catch (res) {
      if (res instanceof RateLimiterRes)
        throw UploadErrors.quotaExceeded(staff ? STAFF_UPLOADS_PER_DAY : CUSTOMER_UPLOADS_PER_DAY, Math.ceil(res.msBeforeNext / 1000));
      throw res;
    }
  }

  /**
   * Removes the variants {@link saveImage} wrote for this image (used when a later step fails); files
   * that were already stored (the same picture uploaded before) stay.
   */
  async discard(image: UploadedImage): Promise<void> {
    await Promise.allSettled((this.writtenBy.get(image) ?? []).map((url) => this.storage.delete(url)));
  }

  /** Whether `url` is a variant produced by {@link saveImage} (its storage's URL and naming). */
  isUploadedImage(url: string): boolean {
    return this.storage.owns(url) && VARIANT_NAME.test(url.slice(url.lastIndexOf('/') + 1));
  }

  /** The URL of another quality of a stored image (`/uploads/<hash>-q80.webp` -> `-q40`). */
  static variantOf(url: string, quality: Quality): string {
    return url.replace(/-q(40|80|100)\.webp$/, `-q${quality}.webp`);
  }
}
