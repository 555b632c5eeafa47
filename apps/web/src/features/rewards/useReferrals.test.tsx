import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, REWARD_MESSAGES, REWARD_PATHS } from '@arcana/shared';
import { credentialsReceived } from '../../state/session.slice';
import { createStore, type AppStore } from '../../state/store';
import { jsonResponse, serveApi } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { seedSession } from '../sessions';
import { useReferralArrival, useReferralVisit } from './useReferrals';

configure({ asyncUtilTimeout: 5_000 });

const VISITS = `${API_PREFIX}${REWARD_PATHS.referralVisits}`;
const ARRIVALS = `${API_PREFIX}${REWARD_PATHS.referralArrivals}`;
const VISIT_ID = '00000000-0000-4000-8000-0000000000aa';

function Visit() {
  useReferralVisit();
  return <output data-testid="address">{useLocation().search}</output>;
}

function Arrival() {
  useReferralArrival();
  return null;
}

function renderWith(ui: React.ReactNode, store: AppStore = createStore(), path = '/') {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
}

const signedIn = (emailVerified: boolean) => {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  store.dispatch(seedSession(buildUser({ emailVerified })));
  return store;
};

let server: ReturnType<typeof serveApi>;
beforeEach(() => localStorage.clear());
afterEach(() => server?.restore());

describe('referrals in the browser', () => {
  it(
    'a visitor’s visit through a link is kept, and the address loses its code',
    async () => {
      const sent: unknown[] = [];
      server = serveApi({
        [`POST ${VISITS}`]: async (_url, request) => {
          sent.push(await request.json());
          return jsonResponse(201, { visitId: VISIT_ID });
        },
      });
      renderWith(<Visit />, createStore(), '/projects/nova?ref=abc123&tab=odds');
      await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\?tab=odds$/));
      await waitFor(() => expect(localStorage.getItem('arcana.referralVisit')).toContain(VISIT_ID));
      // The browser is the server's cookie: the body names only the code.
      expect(sent).toEqual([{ code: 'abc123' }]);
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'a member already signed in keeps no visit',
    async () => {
      server = serveApi({});
      renderWith(<Visit />, signedIn(true), '/projects/nova?ref=abc123');
      await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^$/));
      expect(server.callsTo(VISITS)).toEqual([]);
      expect(localStorage.getItem('arcana.referralVisit')).toBeNull();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'the new account arrives by the visit once its e-mail is verified, and the visit ends with the answer',
    async () => {
      localStorage.setItem('arcana.referralVisit', JSON.stringify({ visitId: VISIT_ID, at: Date.now() }));
      server = serveApi({
        [`POST ${ARRIVALS}`]: () => jsonResponse(409, { code: 'REFERRAL_REFUSED', error: REWARD_MESSAGES.accountBeforeVisit }),
      });
      renderWith(<Arrival />, signedIn(false));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(server.callsTo(ARRIVALS)).toEqual([]);

      renderWith(<Arrival />, signedIn(true));
      await waitFor(() => expect(localStorage.getItem('arcana.referralVisit')).toBeNull());
      expect(server.callsTo(ARRIVALS)).toHaveLength(1);
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
