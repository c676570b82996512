import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { FormFieldsInterceptor, ImageFileInterceptor } from '../uploads/image-file.interceptor.js';
import type { UploadedFileLike } from '../uploads/uploads.service.js';
import { ChangePasswordBody, EditProfileBody } from './dto/profile.inputs.js';
import { ProfileService, toUserRest, type UserRest } from './profile.service.js';

/** REST shim: `POST /api/users/editProfile` and `POST /api/users/changePassword` (spec section 7). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /**
   * multipart `full_name, phone_no, id, image?` (file; JPEG/PNG/WebP, at most 5 MB) ->
   * `{ message: 'Profile updated successfully', data: { _id, full_name, phone_no, image, role, plan_status, email } }`.
   * Errors: 400 VALIDATION_FAILED (spec messages), 403 FORBIDDEN (another user's id), 409 PHONE_TAKEN,
   * 400 INVALID_IMAGE, 413 IMAGE_TOO_LARGE.
   */
  @Post('editProfile')
  @HttpCode(200)
  @Roles(...ANY_SIGNED_IN)
  @UseInterceptors(ImageFileInterceptor('image'))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOkResponse({ description: "{ message: 'Profile updated successfully', data: user }" })
  async editProfile(
    @CurrentUser() caller: AuthUser,
    @Body() body: EditProfileBody,
    @UploadedFile() file?: UploadedFileLike,
  ): Promise<{ message: string; data: UserRest }> {
    const user = await this.profile.editProfile(
      caller,
      body.id,
      { fullName: body.full_name, phoneNo: body.phone_no, image: body.image },
      file,
    );
    return { message: 'Profile updated successfully', data: toUserRest(user) };
  }

  /**
   * multipart (or JSON) `current_password, password, confirm_password` ->
   * `{ message: 'Password changed successfully', data: { accessToken } }`; every other session is signed out.
   * Errors: 400 VALIDATION_FAILED (spec messages), 400 WRONG_PASSWORD, 400 SAME_PASSWORD, 429 RATE_LIMITED.
   */
  @Post('changePassword')
  @HttpCode(200)
  @Roles(...ANY_SIGNED_IN)
  @UseInterceptors(FormFieldsInterceptor())
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOkResponse({ description: "{ message: 'Password changed successfully', data: { accessToken } }" })
  async changePassword(
    @CurrentUser() caller: AuthUser,
    @Body() body: ChangePasswordBody,
  ): Promise<{ message: string; data: { accessToken: string } }> {
    const session = await this.profile.changePassword(caller, { currentPassword: body.current_password, password: body.password });
    return { message: 'Password changed successfully', data: { accessToken: session.accessToken } };
  }
}
