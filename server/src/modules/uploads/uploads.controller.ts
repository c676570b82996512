import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { ImageFileInterceptor } from './image-file.interceptor.js';
import { UploadsService, type UploadedFileLike, type UploadedImage } from './uploads.service.js';

/** `POST /api/uploads/image` for the profile and the admin screens. */
@ApiTags('uploads')
@ApiBearerAuth()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /**
   * multipart field `image` (JPEG, PNG or WebP by content, at most 5 MB and 25 megapixels) ->
   * 201 `{ message: 'Image uploaded', data: { url, variants: { q40, q80, q100 } } }` (site-relative
   * WebP URLs; `url` is q80). Errors: 400 INVALID_IMAGE / VALIDATION_FAILED, 413 IMAGE_TOO_LARGE, 401,
   * 429 UPLOAD_QUOTA_EXCEEDED (30 images a day for customers, 300 for staff).
   */
  @Post('image')
  @HttpCode(201)
  @Roles(...ANY_SIGNED_IN)
  @UseInterceptors(ImageFileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } })
  @ApiCreatedResponse({ description: "{ message: 'Image uploaded', data: { url, variants: { q40, q80, q100 } } }" })
  async image(@CurrentUser() caller: AuthUser, @UploadedFile() file?: UploadedFileLike): Promise<{ message: string; data: UploadedImage }> {
    return { message: 'Image uploaded', data: await this.uploads.saveImage(caller, file) };
  }
}
