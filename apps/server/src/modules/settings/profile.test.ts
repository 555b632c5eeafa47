import { describe, expect, it } from 'vitest';
import { USERNAME_MESSAGES } from '@arcana/shared';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, get, observerTokenFor, post, uniqueUsername } from '../../../test/factories.js';

const t = useTestApp();
const update = (body: unknown, token?: string) => post(t, '/api/auth/update-profile', body, token);

describe('POST /auth/update-profile', () => {
  it('renames the user and shows the new name everywhere', async () => {
    const user = await buildUser(t);
    const username = uniqueUsername('renamed');
    const res = await update({ username }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { username }, message: 'Profile updated successfully' });
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { username } });
  });

  it.each([
    ['ab', USERNAME_MESSAGES.tooShort],
    ['a'.repeat(30), USERNAME_MESSAGES.tooLongSettings],
    ['with-hyphen', USERNAME_MESSAGES.charsSettings],
    ['', USERNAME_MESSAGES.required],
  ])('refuses %j with the settings rule’s message and changes nothing', async (username, message) => {
    const user = await buildUser(t);
    const res = await update({ username }, user.token);
    expect(res).toMatchObject({ status: 400, body: { error: message, code: 'VALIDATION_ERROR' } });
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { username: user.username } });
  });

  it('refuses a name another user has, whatever its case', async () => {
    const [first, second] = [await buildUser(t), await buildUser(t)];
    const res = await update({ username: first.username.toUpperCase() }, second.token);
    expect(res).toMatchObject({ status: 409, body: { code: 'USERNAME_TAKEN', error: 'This username is already taken' } });
  });

  it('lets a user change the case of their own name', async () => {
    const user = await buildUser(t);
    const res = await update({ username: user.username.toUpperCase() }, user.token);
    expect(res.body).toMatchObject({ user: { username: user.username.toUpperCase() } });
  });

  it('needs something to update, a session, and is refused to an observer', async () => {
    const user = await buildUser(t);
    expect((await update({}, user.token)).status).toBe(400);
    expect((await update({ username: uniqueUsername() })).status).toBe(401);
    const observed = await update({ username: uniqueUsername() }, await observerTokenFor(t, user.token!));
    expect(observed).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    expect((await get(t, '/api/auth/verify', user.token)).body).toMatchObject({ user: { username: user.username } });
  });
});
