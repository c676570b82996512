import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NETWORK_ERROR_MESSAGE, postJson } from './rest';
import { tokenVar } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  tokenVar(null);
});

describe('postJson', () => {
  it('posts JSON with credentials and the session bearer token', async () => {
    tokenVar('tok123');
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, { message: 'ok', data: { message: 'ok' } }));
    await expect(postJson('/api/x', { a: 1 })).resolves.toEqual({ message: 'ok', data: { message: 'ok' } });
    const [path, init] = spy.mock.calls[0];
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer tok123' });
  });

  it('sends no Authorization header when signed out', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, {}));
    await postJson('/api/x', {});
    expect(spy.mock.calls[0][1]?.headers).not.toHaveProperty('Authorization');
  });

  it('rejects with the status and data.message before message, plus field errors', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, { code: 'VALIDATION_FAILED', message: 'outer', errors: { email: 'Invalid email address' }, data: { message: 'inner' } }),
    );
    const error = await postJson('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'inner', code: 'VALIDATION_FAILED', fields: { email: 'Invalid email address' } });
  });

  it('falls back to message, then to a generic text, and maps network failures', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(404, { message: 'Blog not found.' }));
    await expect(postJson('/api/x', {})).rejects.toMatchObject({ status: 404, message: 'Blog not found.' });
    spy.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(postJson('/api/x', {})).rejects.toMatchObject({ status: 502, message: 'Request failed (502). Please try again.' });
    spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(postJson('/api/x', {})).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('postMultipart', () => {
  it('posts FormData with the bearer token and no JSON content type, leaving out empty values', async () => {
    const { postMultipart } = await import('./rest');
    tokenVar('tok456');
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { message: 'Profile updated successfully', data: {} }));
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await postMultipart('/api/users/editProfile', { full_name: 'A', image: file, skip: undefined, none: null });
    const init = spy.mock.calls[0][1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok456' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const body = init?.body as FormData;
    expect(body.get('full_name')).toBe('A');
    expect((body.get('image') as File).name).toBe('me.png');
    expect(body.has('skip')).toBe(false);
    expect(body.has('none')).toBe(false);
  });

  it('rejects with the server message', async () => {
    const { postMultipart } = await import('./rest');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(400, { message: 'Your current password is incorrect.', code: 'WRONG_PASSWORD' }));
    await expect(postMultipart('/api/users/changePassword', {})).rejects.toMatchObject({
      message: 'Your current password is incorrect.',
      status: 400,
      code: 'WRONG_PASSWORD',
    });
  });
});
