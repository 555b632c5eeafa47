import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialsReceived, sessionSlice } from '../state/session.slice';
import { createRefreshingBaseQuery } from './base-query';
import { createConfirmationPrompt, type ConfirmationRequest } from './confirmation-prompt';
import { isConfirmationDeclined } from './error-text';
import { createSessionRefresher } from './session-refresh';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const reauthRequired = () => json(403, { error: 'Please confirm it is you', code: 'REAUTH_REQUIRED' });

/** A server whose sensitive call asks for a proof of presence until `confirmed` is set. */
function createClient() {
  const server = { confirmed: false, calls: 0 };
  const fetchFn: typeof fetch = async (input) => {
    const path = new URL((input as Request).url).pathname;
    if (path !== '/api/auth/request-email-change') return json(404, { error: 'Not found', code: 'NOT_FOUND' });
    server.calls += 1;
    return server.confirmed ? json(200, { message: 'Sent' }) : reauthRequired();
  };
  const prompt = createConfirmationPrompt();
  // Every dialog opened, as the dialog host would see them.
  const questions: ConfirmationRequest[] = [];
  prompt.subscribe(() => {
    const question = prompt.current();
    if (question) questions.push(question);
  });
  const refreshSession = createSessionRefresher({ baseUrl: 'http://app.test/api', fetchFn, onSessionEnded: () => undefined });
  const api = createApi({
    baseQuery: createRefreshingBaseQuery({ baseUrl: 'http://app.test/api', fetchFn, refreshSession, confirmPresence: prompt.ask }),
    endpoints: (build) => ({
      requestEmailChange: build.mutation<{ message: string }, string>({
        query: (email) => ({ url: '/auth/request-email-change', method: 'POST', body: { email } }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  const request = (email: string) => store.dispatch(api.endpoints.requestEmailChange.initiate(email));
  /** Waits until the dialog is asked, then answers it the way the user would. */
  const answer = async (confirmed: boolean) => {
    await vi.waitFor(() => expect(prompt.current()).not.toBeNull());
    server.confirmed = confirmed;
    prompt.answer(confirmed);
  };
  return { server, prompt, questions, request, answer };
}

beforeEach(() => localStorage.clear());

describe('the base query and "Confirm it\'s you"', () => {
  it('asks once for two requests refused together, then retries each once', async () => {
    const client = createClient();
    const both = Promise.all([client.request('a@example.com'), client.request('b@example.com')]);
    await client.answer(true);
    const results = await both;
    expect(results.map((r) => r.data)).toEqual([{ message: 'Sent' }, { message: 'Sent' }]);
    expect(client.questions).toEqual([{ id: 1, repeat: false }]);
    expect(client.server.calls).toBe(4);
  });

  it('returns the original refusal when the user cancels, and callers can tell it apart', async () => {
    const client = createClient();
    const pending = client.request('a@example.com');
    await client.answer(false);
    const result = await pending;
    expect(result.error).toMatchObject({ status: 403, data: { code: 'REAUTH_REQUIRED' } });
    expect(isConfirmationDeclined(result.error)).toBe(true);
    expect(client.server.calls).toBe(1);
  });

  it('retries once per confirmation: a refusal after it asks again, saying so', async () => {
    const client = createClient();
    const pending = client.request('a@example.com');
    // "Continue" pressed before the e-mailed link was opened: the server still refuses.
    await vi.waitFor(() => expect(client.prompt.current()).not.toBeNull());
    client.prompt.answer(true);
    await vi.waitFor(() => expect(client.questions).toHaveLength(2));
    expect(client.questions[1]).toEqual({ id: 2, repeat: true });
    expect(client.server.calls).toBe(2);
    await client.answer(true);
    expect((await pending).data).toEqual({ message: 'Sent' });
    expect(client.server.calls).toBe(3);
  });
});
