import {
  BadRequestException,
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor, NoFilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { CommonErrors } from '../../common/errors/app-error.js';
import { MAX_IMAGE_BYTES } from './image-processing.js';
import { UploadErrors } from './uploads.errors.js';

/** Limits of every multipart request: one file, a few short text fields. */
const LIMITS = { files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 };

/** multer's errors in our terms: too large -> IMAGE_TOO_LARGE ('Image must be 5 MB or smaller.'). */
function translate(err: unknown, field?: string): unknown {
  if (err instanceof PayloadTooLargeException) return UploadErrors.tooLarge();
  if (err instanceof BadRequestException && /Unexpected file field|Too many files/.test(err.message)) {
    return CommonErrors.badRequest(field ? `Send one image in the "${field}" field.` : 'This form takes no files.');
  }
  return err;
}

/** Wraps one of Nest's multer interceptors so that its errors are translated. */
function wrap(Inner: Type<NestInterceptor>, field?: string): Type<NestInterceptor> {
  @Injectable()
  class TranslatedMulterInterceptor implements NestInterceptor {
    private readonly inner = new Inner();

    async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.inner.intercept(ctx, next);
      } catch (err) {
        throw translate(err, field);
      }
    }
  }
  return mixin(TranslatedMulterInterceptor);
}

/**
 * Reads a multipart form with at most one file in `field` (kept in memory, at most 5 MB; larger is
 * IMAGE_TOO_LARGE before the rest is read). A JSON body passes through untouched. The content is
 * checked later by UploadsService, never by name or Content-Type.
 */
export function ImageFileInterceptor(field = 'image'): Type<NestInterceptor> {
  return wrap(FileInterceptor(field, { limits: { ...LIMITS, fileSize: MAX_IMAGE_BYTES } }), field);
}

/** Reads a multipart form of text fields only (a JSON body passes through). */
export function FormFieldsInterceptor(): Type<NestInterceptor> {
  return wrap(NoFilesInterceptor({ limits: { ...LIMITS, files: 0 } }));
}
