import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, WALLET_PATHS } from '@arcana/shared';
import { jsonResponse, serveApi } from '../../../test-api';
import { renderInApp, signInAs } from '../../../test-render';
import { buildUser } from '../../../test-support';
import { sentPayments } from './pending-payments';
import { useSentPaymentsHeard } from './useSentPaymentsHeard';

const confirmPath = `POST ${API_PREFIX}${WALLET_PATHS.confirmUsdtTransfer}`;

function Hearing() {
  useSentPaymentsHeard();
  return null;
}

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => {
  server?.restore();
  localStorage.clear();
});

describe('payments sent whose confirm was lost', () => {
  it('are confirmed on the next visit of the account that sent them, and forgotten once the server answers', async () => {
    sentPayments.keep({ userId: 'u1', transferId: 't1', signature: 'sig-1' });
    sentPayments.keep({ userId: 'u1', transferId: 't2', signature: 'sig-2' });
    sentPayments.keep({ userId: 'someone-else', transferId: 't3', signature: 'sig-3' });
    const heard: unknown[] = [];
    server = serveApi({
      ...signInAs(buildUser({ id: 'u1' })),
      [confirmPath]: async (_url, request) => {
        const body = (await request.json()) as { transferId: string };
        heard.push(body);
        // The first reaches the server; the second's answer is lost on the way again.
        return body.transferId === 't1'
          ? jsonResponse(202, { id: 't1', status: 'submitted' })
          : new Response('Bad gateway', { status: 502 });
      },
    });
    renderInApp(<Hearing />);
    await expect
      .poll(() => heard)
      .toEqual([
        { transferId: 't1', signature: 'sig-1' },
        { transferId: 't2', signature: 'sig-2' },
      ]);
    await expect
      .poll(() => [...sentPayments.of('u1'), ...sentPayments.of('someone-else')].map((one) => one.transferId))
      .toEqual(['t2', 't3']);
  });
});
