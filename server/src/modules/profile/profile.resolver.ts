import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '../../common/auth/current-user.decorator.js';
import { ANY_SIGNED_IN, Role, Roles } from '../../common/auth/roles.decorator.js';
import { Language } from '../../common/i18n/language.js';
import { AuthPayload } from '../auth/dto/auth.objects.js';
import { UserObject } from '../users/dto/user.object.js';
import { DeliveryAddressInput } from './dto/delivery-address.input.js';
import { EmailPreferenceObject, SetEmailPreferenceInput } from './dto/email-preferences.js';
import { ChangePasswordInput, UpdateProfileInput } from './dto/profile.inputs.js';
import { ProfileService } from './profile.service.js';

/** The signed-in user's profile and password (spec "Edit Profile" and "Change Password" modals). */
@Resolver()
export class ProfileResolver {
  constructor(private readonly profile: ProfileService) {}

  @Mutation(() => UserObject, {
    description:
      "Updates the caller's name, phone (E.164) and image (a URL from POST /api/uploads/image; null removes it). Errors: VALIDATION_FAILED, PHONE_TAKEN, INVALID_IMAGE. (spec sections 3, 5)",
  })
  @Roles(...ANY_SIGNED_IN)
  updateProfile(@CurrentUser() caller: AuthUser, @Args('input') input: UpdateProfileInput): Promise<UserObject> {
    return this.profile.editProfile(caller, caller.id, input);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Changes the caller's password and returns a new session: tokens of every other session stop working. Errors: VALIDATION_FAILED, WRONG_PASSWORD, SAME_PASSWORD, RATE_LIMITED. (spec section 5)",
  })
  @Roles(...ANY_SIGNED_IN)
  changePassword(@CurrentUser() caller: AuthUser, @Args('input') input: ChangePasswordInput): Promise<AuthPayload> {
    return this.profile.changePassword(caller, input);
  }

  @Mutation(() => UserObject, {
    description:
      'Sets the caller\'s language (en or ar) for their e-mails and tax invoices; any signed-in user, own account only. Errors: UNAUTHENTICATED, VALIDATION_FAILED (not en or ar). (issue "English and Arabic" §2)',
  })
  @Roles(...ANY_SIGNED_IN)
  setMyLanguage(@CurrentUser() caller: AuthUser, @Args('language', { type: () => Language }) language: Language): Promise<UserObject> {
    return this.profile.setMyLanguage(caller, language);
  }

  @Mutation(() => UserObject, {
    description:
      "Customers: replaces the caller's own delivery address as a whole (all parts trimmed; empty optional parts removed). Checkout needs one before paying. Errors: VALIDATION_FAILED (e.g. 'Area is required'), UNAUTHENTICATED, FORBIDDEN (staff accounts). (beyond the spec; docs/decisions/0010-customer-area.md)",
  })
  @Roles(Role.User)
  updateDeliveryAddress(@CurrentUser() caller: AuthUser, @Args('input') input: DeliveryAddressInput): Promise<UserObject> {
    return this.profile.updateDeliveryAddress(caller, input);
  }

  @Query(() => [EmailPreferenceObject], {
    description:
      'The caller\'s e-mail preferences: every kind of e-mail, whether it is sent, and whether it is transactional (always sent). Errors: UNAUTHENTICATED. (issue "back office" §7)',
  })
  @Roles(...ANY_SIGNED_IN)
  myEmailPreferences(@CurrentUser() caller: AuthUser): Promise<EmailPreferenceObject[]> {
    return this.profile.emailPreferences(caller);
  }

  @Mutation(() => [EmailPreferenceObject], {
    description:
      'Switches one optional kind of e-mail on or off for the caller; returns every preference. Errors: VALIDATION_FAILED (a transactional kind), UNAUTHENTICATED.',
  })
  @Roles(...ANY_SIGNED_IN)
  setEmailPreference(@CurrentUser() caller: AuthUser, @Args('input') input: SetEmailPreferenceInput): Promise<EmailPreferenceObject[]> {
    return this.profile.setEmailPreference(caller, input);
  }
}
