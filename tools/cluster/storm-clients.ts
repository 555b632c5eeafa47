import pLimit from 'p-limit';
import { WALLET_PATHS } from '@arcana/shared';
import { createAccounts } from '../../bench/accounts';
import { createTestWallet, signedLinkBody } from '../wallet-keys';
import { callOk } from './api-call';
import type { Cluster } from './cluster';
import { openUserSocket, type UserSocket } from './user-socket';

/** A player of the storm: own account, own wallet, own socket through nginx, and what the server acknowledged. */
export interface StormClient {
  email: string;
  token: string;
  publicKey: string;
  socket: UserSocket;
  /** requestId → id of the card a 2xx answer carried. */
  acknowledged: Map<string, string>;
  /**
   * Requests that may have reached an instance more than once: in flight when one was killed (nginx
   * may have sent them on to the other) or sent again by the client. A second card would show here.
   */
  atRisk: Set<string>;
}

/** `count` verified players with a linked wallet and a socket, all made through nginx. */
export async function prepareStormClients(cluster: Cluster, count: number): Promise<StormClient[]> {
  const nginx = cluster.nginx.url;
  const accounts = await createAccounts(nginx, cluster.mail, count);
  const limit = pLimit(8);
  return Promise.all(
    accounts.map(({ email, token }) =>
      limit(async (): Promise<StormClient> => {
        const wallet = createTestWallet();
        const body = await signedLinkBody(wallet, async () => (await callOk(nginx, 'POST', WALLET_PATHS.nonce, { body: {}, token })).body);
        await callOk(nginx, 'POST', WALLET_PATHS.link, { body, token });
        const socket = await openUserSocket(nginx, token, { reconnect: true });
        return { email, token, publicKey: wallet.publicKey, socket, acknowledged: new Map(), atRisk: new Set() };
      }),
    ),
  );
}
