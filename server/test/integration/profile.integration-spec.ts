import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { Role } from '../../src/common/auth/roles.decorator.js';
import { GridFsStorage } from '../../src/modules/uploads/gridfs.storage.js';
import { createUser, loginAs, uniquePhone, type CreatedUser } from '../factories/users.js';
import { createTestApp, errorCode, type TestApp } from '../setup/test-app.js';

/**
 * The profile (REST multipart and GraphQL), the password change and image uploads (stored in the test
 * database's GridFS bucket), on the real app and database.
 */

const ME = `{ me { id fullName phoneNo image planStatus } }`;
const UPDATE_PROFILE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { id fullName phoneNo image planStatus } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken expiresIn user { id } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`;
const ADDRESS_FIELDS = 'deliveryAddress { area building apartment city instructions formatted }';
const MY_ADDRESS = `{ me { id ${ADDRESS_FIELDS} } }`;
const UPDATE_ADDRESS = `mutation Address($input: DeliveryAddressInput!) { updateDeliveryAddress(input: $input) { id ${ADDRESS_FIELDS} } }`;

type Session = CreatedUser & { token: string };

let t: TestApp;
let customer: Session;
let other: Session;
let admin: Session;
let superAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  [customer, other, admin, superAdmin] = await Promise.all([
    loginAs(t, Role.User),
    loginAs(t, Role.User),
    loginAs(t, Role.Admin),
    loginAs(t, Role.SuperAdmin),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const storedFiles = () => t.app.get(GridFsStorage).list();
/** The stored bytes behind an upload URL. */
const storedBytes = async (url: string) => (await t.app.get(GridFsStorage).read(url.split('/').pop()!))!;

/** A 3000 x 1500 picture with a gradient, a circle and text (rendered to PNG by sharp). */
const PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="1500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2d6a4f"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>
  <rect width="3000" height="1500" fill="url(#g)"/><circle cx="900" cy="700" r="400" fill="#e76f51"/><text x="1500" y="800" font-size="200">FreshFuel</text>
</svg>`;

/** A real PNG made by sharp: a gradient-free coloured rectangle. */
function png(width: number, height: number, colour = '#3a7d44'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function upload(token: string | null, file: Buffer, filename: string, contentType: string) {
  const req = t.http.post('/api/uploads/image');
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.attach('image', file, { filename, contentType });
}

function editProfile(
  token: string | null,
  fields: Record<string, string>,
  image?: { file: Buffer; filename: string; contentType: string },
) {
  const req = t.http.post('/api/users/editProfile');
  if (token) req.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (image) req.attach('image', image.file, { filename: image.filename, contentType: image.contentType });
  return req;
}

function changePasswordRest(token: string | null, fields: Record<string, string>) {
  const req = t.http.post('/api/users/changePassword');
  if (token) req.set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req;
}

describe('POST /api/uploads/image', () => {
  it('re-encodes a real PNG into three WebP files (q40, q80, q100) and serves them with a long cache', async () => {
    const before = await storedFiles();
    const photo = await sharp(Buffer.from(PICTURE_SVG)).png().toBuffer();
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(customer.token, photo, 'photo.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Image uploaded');
    const { url, variants } = res.body.data as { url: string; variants: Record<'q40' | 'q80' | 'q100', string> };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-q80\.webp$/);
    expect(variants.q80).toBe(url);
    expect(variants.q40).toBe(url.replace('-q80', '-q40'));
    expect(variants.q100).toBe(url.replace('-q80', '-q100'));
    expect((await storedFiles()).length).toBe(before.length + 3);

    const served = await t.http
      .get(url)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(meta.exif).toBeUndefined();
    // Lower quality, fewer bytes.
    const [q40, q100] = await Promise.all([variants.q40, variants.q100].map(storedBytes));
    expect(q40!.length).toBeLessThan(q100!.length);
    // The name is the content's hash, so the ETag is stable and a revalidation gets 304.
    expect(served.headers.etag).toBe(`"${url.split('/').pop()}"`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.http.get(url).set('If-None-Match', served.headers.etag as string);
    expect(again.status).toBe(304);
    // The same picture uploaded again is stored once, under the same names.
    const twice = await upload(other.token, photo, 'same.png', 'image/png');
    expect(twice.body.data.url).toBe(url);
    expect((await storedFiles()).length).toBe(before.length + 3);
  });

  it('accepts JPEG and WebP by content whatever the name says, and auto-rotates by EXIF orientation', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(customer.token, jpeg, 'not-really.txt', 'text/plain');
    expect(res.status).toBe(201);
    const stored = await sharp(await storedBytes(res.body.data.url as string)).metadata();
    expect([stored.width, stored.height]).toEqual([20, 40]);
    const webp = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#00ff0080' } })
      .webp()
      .toBuffer();
    expect((await upload(admin.token, webp, 'a.webp', 'image/webp')).status).toBe(201);
  });

  it('refuses a renamed executable, a text file, an oversized file and an image bomb, and stores nothing', async () => {
    const before = await storedFiles();
    const exe = await upload(customer.token, await readFile('/bin/ls'), 'x.png', 'image/png');
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({
      code: 'INVALID_IMAGE',
      message: 'Only JPEG, PNG or WebP images can be uploaded.',
      requestId: expect.any(String),
    });

    const text = await upload(customer.token, Buffer.from('hello, this is not an image\n'), 'notes.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('INVALID_IMAGE');

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(customer.token, gif, 'a.png', 'image/png')).body.code).toBe('INVALID_IMAGE');

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    const oversized = await upload(customer.token, big, 'big.png', 'image/png');
    expect(oversized.status).toBe(413);
    expect(oversized.body).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'Image must be 5 MB or smaller.', requestId: expect.any(String) });

    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const bombed = await upload(customer.token, bomb, 'bomb.png', 'image/png');
    expect(bombed.status).toBe(413);
    expect(bombed.body).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'Image is too large to process.', requestId: expect.any(String) });

    const none = await t.http.post('/api/uploads/image').set('Authorization', `Bearer ${customer.token}`).field('x', 'y');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ image: 'Please choose an image to upload.' });

    expect(await storedFiles()).toEqual(before);
  });

  it('needs a signed-in user (anonymous 401, nothing stored)', async () => {
    const before = await storedFiles();
    const res = await upload(null, await png(10, 10), 'a.png', 'image/png');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(await storedFiles()).toEqual(before);
  });

  it('a missing upload is a plain 404', async () => {
    const res = await t.http.get('/uploads/00000000-0000-0000-0000-000000000000-q80.webp');
    expect(res.status).toBe(404);
    const traversal = await t.http.get('/uploads/..%2Fpackage.json');
    expect([403, 404]).toContain(traversal.status);
  });
});

describe('POST /api/users/editProfile (multipart)', () => {
  it("the owner updates name, phone and image; the answer is the spec's user shape", async () => {
    const phone = uniquePhone();
    const res = await editProfile(
      customer.token,
      { full_name: '  Amal Hassan ', phone_no: phone.replace('+971', '0'), id: customer.id },
      { file: await png(600, 600, '#c0ffee'), filename: 'me.png', contentType: 'image/png' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(Object.keys(res.body.data).sort()).toEqual(['_id', 'email', 'full_name', 'image', 'phone_no', 'plan_status', 'role']);
    expect(res.body.data).toMatchObject({
      _id: customer.id,
      full_name: 'Amal Hassan',
      phone_no: phone,
      role: 'user',
      plan_status: 'None',
      email: customer.email,
    });
    expect(res.body.data.image).toMatch(/^\/uploads\/[0-9a-f]{32}-q80\.webp$/);
    expect((await t.http.get(res.body.data.image)).status).toBe(200);
    const me = await t.gql<{ me: { fullName: string; image: string } }>(ME, {}, customer.token);
    expect(me.data!.me).toMatchObject({ fullName: 'Amal Hassan', image: res.body.data.image });
  });

  it('without a file keeps the image', async () => {
    const before = (await t.gql<{ me: { image: string } }>(ME, {}, customer.token)).data!.me.image;
    const res = await editProfile(customer.token, { full_name: 'Amal H.', phone_no: customer.phoneNo, id: customer.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ full_name: 'Amal H.', phone_no: customer.phoneNo, image: before });
  });

  it("uses the spec's messages verbatim", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ full_name: '', phone_no: customer.phoneNo, id: customer.id }, { full_name: 'Your complete name is required.' }],
      [{ full_name: '   ', phone_no: customer.phoneNo, id: customer.id }, { full_name: 'Your complete name is required.' }],
      [{ phone_no: customer.phoneNo, id: customer.id }, { full_name: 'Your complete name is required.' }],
      [{ full_name: 'Amal', phone_no: '', id: customer.id }, { phone_no: 'Your Phone number is required.' }],
      [{ full_name: 'Amal', id: customer.id }, { phone_no: 'Your Phone number is required.' }],
      [{ full_name: 'Amal', phone_no: '12', id: customer.id }, { phone_no: 'Invalid phone number' }],
    ];
    for (const [fields, errors] of cases) {
      const res = await editProfile(customer.token, fields);
      expect({ fields, status: res.status, errors: res.body.errors }).toEqual({ fields, status: 400, errors });
      expect(res.body.message).toBe(Object.values(errors)[0]);
    }
  });

  it("refuses another account's phone number with 409 PHONE_TAKEN", async () => {
    const res = await editProfile(customer.token, { full_name: 'Amal', phone_no: other.phoneNo, id: customer.id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PHONE_TAKEN');
  });

  it('a bad image is refused and the profile is unchanged', async () => {
    const before = await storedFiles();
    const res = await editProfile(
      customer.token,
      { full_name: 'Changed', phone_no: customer.phoneNo, id: customer.id },
      { file: Buffer.from('MZ not an image'), filename: 'x.png', contentType: 'image/png' },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_IMAGE');
    expect((await t.gql<{ me: { fullName: string } }>(ME, {}, customer.token)).data!.me.fullName).toBe('Amal H.');
    expect(await storedFiles()).toEqual(before);
  });

  it('another customer gets 403 (and nothing is stored); anonymous 401', async () => {
    const before = await storedFiles();
    const res = await editProfile(
      other.token,
      { full_name: 'Hijack', phone_no: other.phoneNo, id: customer.id },
      { file: await png(20, 20), filename: 'a.png', contentType: 'image/png' },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await storedFiles()).toEqual(before);
    const anon = await editProfile(null, { full_name: 'x', phone_no: customer.phoneNo, id: customer.id });
    expect(anon.status).toBe(401);
    expect((await t.gql<{ me: { fullName: string } }>(ME, {}, customer.token)).data!.me.fullName).toBe('Amal H.');
  });

  it('staff may edit customers; an admin cannot edit a super_admin, a super_admin can edit an admin', async () => {
    const byAdmin = await editProfile(admin.token, { full_name: 'Edited By Staff', phone_no: other.phoneNo, id: other.id });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ _id: other.id, full_name: 'Edited By Staff' });
    const onSuper = await editProfile(admin.token, { full_name: 'Nope', phone_no: superAdmin.phoneNo, id: superAdmin.id });
    expect(onSuper.status).toBe(403);
    const bySuper = await editProfile(superAdmin.token, { full_name: 'Admin Renamed', phone_no: admin.phoneNo, id: admin.id });
    expect(bySuper.status).toBe(200);
    const unknown = await editProfile(admin.token, { full_name: 'Ghost', phone_no: uniquePhone(), id: '0123456789abcdef01234567' });
    expect(unknown.status).toBe(404);
  });
});

describe('updateProfile (GraphQL)', () => {
  it('updates the caller; the image must come from the upload endpoint; null removes it', async () => {
    const user = await loginAs(t, Role.User);
    const uploaded = await upload(user.token, await png(50, 50), 'a.png', 'image/png');
    const ok = await t.gql<{ updateProfile: { fullName: string; phoneNo: string; image: string | null } }>(
      UPDATE_PROFILE,
      { input: { fullName: 'Noor', phoneNo: user.phoneNo, image: uploaded.body.data.url } },
      user.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateProfile).toMatchObject({ fullName: 'Noor', image: uploaded.body.data.url });

    const foreign = await t.gql(
      UPDATE_PROFILE,
      { input: { fullName: 'Noor', phoneNo: user.phoneNo, image: 'https://tracker.example/pixel.png' } },
      user.token,
    );
    expect(errorCode(foreign)).toBe('INVALID_IMAGE');

    const removed = await t.gql<{ updateProfile: { image: string | null } }>(
      UPDATE_PROFILE,
      { input: { fullName: 'Noor', phoneNo: user.phoneNo, image: null } },
      user.token,
    );
    expect(removed.data!.updateProfile.image).toBeNull();

    const invalid = await t.gql(UPDATE_PROFILE, { input: { fullName: '', phoneNo: 'abc' } }, user.token);
    expect(invalid.errors![0]!.extensions!.fields).toEqual({
      fullName: 'Your complete name is required.',
      phoneNo: 'Invalid phone number',
    });
  });

  it('anonymous gets UNAUTHENTICATED', async () => {
    expect(errorCode(await t.gql(UPDATE_PROFILE, { input: { fullName: 'x', phoneNo: uniquePhone() } }))).toBe('UNAUTHENTICATED');
  });
});

describe('updateDeliveryAddress', () => {
  type Address = { area: string; building: string; apartment: string | null; city: string; instructions: string | null; formatted: string };
  const myAddress = async (token: string) =>
    (await t.gql<{ me: { deliveryAddress: Address | null } }>(MY_ADDRESS, {}, token)).data!.me.deliveryAddress;

  it("stores the caller's address trimmed, with the one-line form, and replaces it as a whole", async () => {
    const user = await loginAs(t, Role.User, { deliveryAddress: null });
    expect(await myAddress(user.token)).toBeNull();
    const saved = await t.gql<{ updateDeliveryAddress: { id: string; deliveryAddress: Address } }>(
      UPDATE_ADDRESS,
      {
        input: {
          area: '  Dubai Marina ',
          building: ' Marina Heights Tower, Al Marsa Street ',
          apartment: ' 1204 ',
          instructions: '  Leave with the concierge  ',
        },
      },
      user.token,
    );
    expect(saved.errors).toBeUndefined();
    const expected = {
      area: 'Dubai Marina',
      building: 'Marina Heights Tower, Al Marsa Street',
      apartment: '1204',
      city: 'Dubai', // the default emirate
      instructions: 'Leave with the concierge',
      formatted: 'Apt 1204, Marina Heights Tower, Al Marsa Street, Dubai Marina, Dubai',
    };
    expect(saved.data!.updateDeliveryAddress).toEqual({ id: user.id, deliveryAddress: expected });
    expect(await myAddress(user.token)).toEqual(expected);

    // A new address replaces the old one whole: optional parts left blank are removed.
    const moved = await t.gql<{ updateDeliveryAddress: { deliveryAddress: Address } }>(
      UPDATE_ADDRESS,
      {
        input: {
          area: 'Al Majaz 2',
          building: 'Al Qasba Tower',
          apartment: '   ',
          city: 'Sharjah',
          instructions: '',
        },
      },
      user.token,
    );
    expect(moved.data!.updateDeliveryAddress.deliveryAddress).toEqual({
      area: 'Al Majaz 2',
      building: 'Al Qasba Tower',
      apartment: null,
      city: 'Sharjah',
      instructions: null,
      formatted: 'Al Qasba Tower, Al Majaz 2, Sharjah',
    });
    const stored = await t.connection.collection('users').findOne({ email: user.email });
    expect(stored!.deliveryAddress).toEqual({ area: 'Al Majaz 2', building: 'Al Qasba Tower', city: 'Sharjah' });
  });

  it('validates the whole input first and writes nothing when any part is wrong', async () => {
    const user = await loginAs(t, Role.User);
    const before = await myAddress(user.token);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { area: '', building: '  ' },
        { area: 'Area is required', building: 'Building is required' },
      ],
      [
        { area: 'x'.repeat(81), building: 'y'.repeat(121), apartment: 'z'.repeat(41), instructions: 'w'.repeat(301) },
        {
          area: 'Area must be at most 80 characters',
          building: 'Building must be at most 120 characters',
          apartment: 'Apartment or villa number must be at most 40 characters',
          instructions: 'Delivery instructions must be at most 300 characters',
        },
      ],
      [{ area: 'Dubai Marina', building: 'Marina Heights Tower', city: 'Doha' }, { city: 'City must be one of the seven emirates' }],
      [{ area: 'Dubai Marina', building: 'Marina Heights Tower', city: ' ' }, { city: 'City is required' }],
    ];
    for (const [input, fields] of cases) {
      const body = await t.gql(UPDATE_ADDRESS, { input }, user.token);
      expect({ input, code: errorCode(body), fields: body.errors?.[0]?.extensions?.fields }).toEqual({
        input,
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
    // 80 / 120 / 40 / 300 characters are accepted; a valid area never lands without its building.
    const longest = {
      area: 'a'.repeat(80),
      building: 'b'.repeat(120),
      apartment: 'c'.repeat(40),
      city: 'Ras Al Khaimah',
      instructions: 'd'.repeat(300),
    };
    expect(await myAddress(user.token)).toEqual(before);
    expect((await t.gql(UPDATE_ADDRESS, { input: longest }, user.token)).errors).toBeUndefined();
    expect(await myAddress(user.token)).toMatchObject(longest);
  });

  it('is for customers and their own address only', async () => {
    const input = { area: 'Business Bay', building: 'Executive Towers B' };
    expect(errorCode(await t.gql(UPDATE_ADDRESS, { input }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(UPDATE_ADDRESS, { input }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(UPDATE_ADDRESS, { input }, superAdmin.token))).toBe('FORBIDDEN');
    // No way to name another account: the input has no id, and unknown fields are refused.
    const other = await loginAs(t, Role.User, { deliveryAddress: null });
    const foreign = await t.gql(UPDATE_ADDRESS, { input: { ...input, userId: other.id } }, customer.token);
    expect(foreign.errors).toBeDefined();
    expect(await myAddress(other.token)).toBeNull();
  });
});

describe('change password', () => {
  it("REST: the spec's messages verbatim, and a wrong current password", async () => {
    const user = await loginAs(t, Role.User);
    const good = { current_password: user.password, password: 'NewPass#2024', confirm_password: 'NewPass#2024' };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { ...good, password: '' },
        { password: 'Password is required', confirm_password: 'Passwords must match' },
      ],
      [
        { current_password: user.password, confirm_password: 'x' },
        { password: 'Password is required', confirm_password: 'Passwords must match' },
      ],
      [{ ...good, confirm_password: '' }, { confirm_password: 'Confirm Password is required.' }],
      [{ current_password: user.password, password: 'NewPass#2024' }, { confirm_password: 'Confirm Password is required.' }],
      [{ ...good, confirm_password: 'NewPass#2025' }, { confirm_password: 'Passwords must match' }],
      [{ ...good, current_password: '' }, { current_password: 'Current password is required' }],
      [{ ...good, password: 'short', confirm_password: 'short' }, { password: 'Password must be 8 to 128 characters.' }],
    ];
    for (const [fields, errors] of cases) {
      const res = await changePasswordRest(user.token, fields);
      expect({ fields, status: res.status, errors: res.body.errors }).toEqual({ fields, status: 400, errors });
    }
    const wrong = await changePasswordRest(user.token, { ...good, current_password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'WRONG_PASSWORD', message: 'Your current password is incorrect.', requestId: expect.any(String) });
    // Still the old password.
    expect((await t.gql(LOGIN, { input: { identifier: user.email, password: user.password } })).errors).toBeUndefined();
  });

  it("REST success: a new token for this session; the old token and other sessions' tokens stop working", async () => {
    const user = await createUser(t, { role: Role.User });
    const login = async (password: string) =>
      (await t.gql<{ login: { accessToken: string } }>(LOGIN, { input: { identifier: user.email, password } })).data?.login.accessToken;
    const sessionA = (await login(user.password))!;
    await new Promise((r) => setTimeout(r, 1100)); // a different `iat`, so a second, distinct token
    const sessionB = (await login(user.password))!;
    expect(sessionB).not.toBe(sessionA);

    const res = await changePasswordRest(sessionA, {
      current_password: user.password,
      password: 'Brand-New-Pass1',
      confirm_password: 'Brand-New-Pass1',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed successfully');
    const fresh = res.body.data.accessToken as string;
    expect(typeof fresh).toBe('string');

    expect(errorCode(await t.gql(ME, {}, sessionA))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(ME, {}, sessionB))).toBe('UNAUTHENTICATED');
    expect((await t.gql<{ me: { id: string } }>(ME, {}, fresh)).data!.me.id).toBe(user.id);
    expect(await login(user.password)).toBeUndefined();
    expect(await login('Brand-New-Pass1')).toEqual(expect.any(String));
  });

  it('GraphQL: returns a new session; the same password again is refused', async () => {
    const user = await loginAs(t, Role.User);
    const same = await t.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: user.password, password: user.password, confirmPassword: user.password } },
      user.token,
    );
    expect(errorCode(same)).toBe('SAME_PASSWORD');
    const body = await t.gql<{ changePassword: { accessToken: string; expiresIn: number; user: { id: string } } }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: user.password, password: 'Another#Pass9', confirmPassword: 'Another#Pass9' } },
      user.token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.changePassword.user.id).toBe(user.id);
    expect(body.data!.changePassword.expiresIn).toBe(12 * 3600);
    expect(errorCode(await t.gql(ME, {}, user.token))).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, body.data!.changePassword.accessToken)).errors).toBeUndefined();
    const mismatch = await t.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'Another#Pass9', password: 'Copper-Kettle-Lantern-1', confirmPassword: 'Copper-Kettle-Lantern-2' } },
      body.data!.changePassword.accessToken,
    );
    expect(mismatch.errors![0]!.extensions!.fields).toEqual({ confirmPassword: 'Passwords must match' });
  });

  it('wrong current passwords are limited to 5 per 15 minutes', async () => {
    const user = await loginAs(t, Role.User);
    const input = { currentPassword: 'wrong-password', password: 'Whatever-Lantern-93', confirmPassword: 'Whatever-Lantern-93' };
    for (let i = 0; i < 5; i++) expect(errorCode(await t.gql(CHANGE_PASSWORD, { input }, user.token))).toBe('WRONG_PASSWORD');
    expect(errorCode(await t.gql(CHANGE_PASSWORD, { input: { ...input, currentPassword: user.password } }, user.token))).toBe(
      'RATE_LIMITED',
    );
  });

  it('anonymous: 401 / UNAUTHENTICATED', async () => {
    expect((await changePasswordRest(null, { current_password: 'a', password: 'abcdefgh', confirm_password: 'abcdefgh' })).status).toBe(
      401,
    );
    expect(
      errorCode(await t.gql(CHANGE_PASSWORD, { input: { currentPassword: 'a', password: 'abcdefgh', confirmPassword: 'abcdefgh' } })),
    ).toBe('UNAUTHENTICATED');
  });
});
