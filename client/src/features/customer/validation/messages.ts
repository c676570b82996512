import { tm } from '../../../lib/messages';
/** Spec section 5 messages (verbatim in English, read in the interface language when shown) (server/src/modules/profile/dto/profile.inputs.ts PROFILE_MESSAGES). */
export const PROFILE_MESSAGES = {
  nameRequired: tm('customer:validation.nameRequired'),
  nameTooLong: tm('customer:validation.nameTooLong'),
  phoneRequired: tm('customer:validation.phoneRequired'),
  phoneInvalid: tm('customer:validation.phoneInvalid'),
  currentRequired: tm('customer:validation.currentRequired'),
  passwordRequired: tm('customer:validation.passwordRequired'),
  passwordLength: tm('customer:validation.passwordLength'),
  confirmRequired: tm('customer:validation.confirmRequired'),
  mismatch: tm('customer:validation.mismatch'),
} as const;

export { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../../lib/limits';
