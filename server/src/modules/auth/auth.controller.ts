import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Roles } from '../../common/auth/roles.decorator.js';
import { SessionsService } from './sessions.service.js';

/** REST shim of logout (ASVS 3.3): the same service as the `logout` / `logoutEverywhere` mutations. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthController {
  constructor(private readonly sessions: SessionsService) {}

  /** `POST /api/auth/logout` -> `{ message: 'Signed out' }`: the bearer token stops working. Errors: 401, 503. */
  @Post('logout')
  @HttpCode(200)
  @Roles(...ANY_SIGNED_IN)
  @ApiOkResponse({ description: "{ message: 'Signed out' }" })
  async logout(@CurrentUser() caller: AuthUser): Promise<{ message: string }> {
    await this.sessions.logout(caller);
    return { message: 'Signed out' };
  }

  /** `POST /api/auth/logout-everywhere` -> `{ message: 'Signed out everywhere' }`: every token of the account stops working. */
  @Post('logout-everywhere')
  @HttpCode(200)
  @Roles(...ANY_SIGNED_IN)
  @ApiOkResponse({ description: "{ message: 'Signed out everywhere' }" })
  async logoutEverywhere(@CurrentUser() caller: AuthUser): Promise<{ message: string }> {
    await this.sessions.logoutEverywhere(caller);
    return { message: 'Signed out everywhere' };
  }
}
