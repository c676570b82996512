/** Spec section 5 messages, verbatim (server/src/modules/profile/dto/profile.inputs.ts PROFILE_MESSAGES). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Your complete name is required.',
  nameTooLong: 'Your complete name must be at most 100 characters.',
  phoneRequired: 'Your Phone number is required.',
  phoneInvalid: 'Invalid phone number',
  currentRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be 8 to 128 characters.',
  confirmRequired: 'Confirm Password is required.',
  mismatch: 'Passwords must match',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
