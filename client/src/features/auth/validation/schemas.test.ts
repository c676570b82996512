import { validateYupSchema } from 'formik';
import { ValidationError } from 'yup';
import { loginSchema } from './login.schema';
import { resetSchema, toResetInput } from './password-reset.schema';
import { digitsOnly, verifyOtpSchema } from './otp.schema';
import { signUpSchema, toSignUpInput, type SignUpFormValues } from './sign-up.schema';

/** Field -> first message, as formik shows them. */
async function messages(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner) if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    return out;
  }
}

const valid: SignUpFormValues = {
  fullName: 'Layla Ahmed',
  email: 'layla@example.com',
  phoneNo: '+971 50 123 4567',
  password: 'Quiet-Harbour-Lantern-42',
  confirmPassword: 'Quiet-Harbour-Lantern-42',
  acceptTerms: true,
};

describe('signUpSchema', () => {
  it('accepts a complete form', async () => {
    expect(await messages(signUpSchema, valid)).toEqual({});
  });

  it('uses the server messages', async () => {
    expect(await messages(signUpSchema, { fullName: '  ', email: '', phoneNo: '', password: '', confirmPassword: '' })).toMatchObject({
      fullName: 'Full name is required',
      email: 'Email is required',
      phoneNo: 'Phone number is required',
      password: 'Password must be 8 to 128 characters.',
    });
    expect(await messages(signUpSchema, { ...valid, email: 'nope', password: 'short', confirmPassword: 'other' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be 8 to 128 characters.',
      confirmPassword: 'Passwords must match',
    });
    expect(await messages(signUpSchema, { ...valid, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({
      password: 'Password must be 8 to 128 characters.',
    });
  });

  it("refuses common and guessable passwords with the server's message (zxcvbn-ts, score 3)", async () => {
    const weak = 'This password is too easy to guess. Add more words or characters, and avoid common words and patterns.';
    for (const password of ['12345678', 'password', 'Password1!', 'freshfuel2026', 'Dubai@2026']) {
      expect(await messages(signUpSchema, { ...valid, password, confirmPassword: password })).toEqual({ password: weak });
    }
  });

  it('accepts a UAE number without +971 and refuses letters', async () => {
    expect(await messages(signUpSchema, { ...valid, phoneNo: '050 123 4567' })).toEqual({});
    expect(await messages(signUpSchema, { ...valid, phoneNo: 'call me' })).toEqual({ phoneNo: 'Invalid phone number' });
  });

  it('refuses the form until the terms box is ticked', async () => {
    expect(await messages(signUpSchema, { ...valid, acceptTerms: false })).toEqual({
      acceptTerms: 'Please accept the terms and conditions to create your account.',
    });
  });

  it('sends the versions of the terms and privacy policy the form showed, once the box is ticked', () => {
    const accepted = [
      { kind: 'Terms' as const, version: 3 },
      { kind: 'Privacy' as const, version: 1 },
    ];
    expect(toSignUpInput(valid, accepted)).toEqual({
      fullName: 'Layla Ahmed',
      email: 'layla@example.com',
      phoneNo: '+971 50 123 4567',
      password: 'Quiet-Harbour-Lantern-42',
      acceptedLegal: accepted,
    });
  });

  it('sends trimmed values without the confirmation', () => {
    expect(toSignUpInput({ ...valid, fullName: ' Layla ', email: ' Layla@Example.COM ' })).toEqual({
      fullName: 'Layla',
      email: 'layla@example.com',
      phoneNo: '+971 50 123 4567',
      password: 'Quiet-Harbour-Lantern-42',
    });
  });

  it('sends a typed phone number in the shape the server documents: brackets, dots and runs of separators become one space', () => {
    for (const [typed, sent] of [
      [' (050) 123.45-67 ', '050 123 45 67'],
      ['+971 (50)  123 4567', '+971 50 123 4567'],
      ['050-123-4567', '050 123 4567'],
    ]) {
      expect(toSignUpInput({ ...valid, phoneNo: typed }).phoneNo).toBe(sent);
    }
  });
});

describe('loginSchema and verifyOtpSchema', () => {
  it('require both login fields', async () => {
    expect(await messages(loginSchema, { identifier: '', password: '' })).toEqual({
      identifier: 'Email or phone number is required',
      password: 'Password is required',
    });
  });

  it('want exactly six digits', async () => {
    expect(await messages(verifyOtpSchema, { email: 'a@b.co', code: '12345' })).toEqual({ code: 'Enter the 6-digit code.' });
    expect(await messages(verifyOtpSchema, { email: 'a@b.co', code: '123456' })).toEqual({});
    expect(digitsOnly('12 34-5678')).toBe('123456');
  });
});

describe('resetSchema', () => {
  const form = { email: 'layla@example.com', code: '', password: 'Brand-new#2026', confirmPassword: 'Brand-new#2026' };

  it("accepts the link's form without a code, as formik validates it (empty strings as undefined)", async () => {
    await expect(validateYupSchema(form, resetSchema(true))).resolves.toBeDefined();
    expect(toResetInput(form, 'a'.repeat(32))).toEqual({ email: 'layla@example.com', password: 'Brand-new#2026', token: 'a'.repeat(32) });
  });

  it('asks for the 6-digit code without a link token', async () => {
    expect(await messages(resetSchema(false), { ...form, code: undefined })).toEqual({ code: 'Enter the 6-digit code.' });
  });
});
