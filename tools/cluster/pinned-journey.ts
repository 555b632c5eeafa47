import { randomBytes, randomUUID } from 'node:crypto';
import { AUTH_PATHS, CARD_PATHS, WALLET_PATHS } from '@arcana/shared';
import type { TCard, TSignupResponse, TVerifyEmailResponse, TWalletLinkResponse } from '@arcana/shared/schemas';
import { findLink } from '../mail-capture';
import { createTestWallet, signedLinkBody } from '../wallet-keys';
import { callOk } from './api-call';
import { check, servedByName, step, type Cluster } from './cluster';
import { openUserSocket } from './user-socket';

export const JOURNEY_PASSWORD = 'Cluster1234';

/**
 * One user's way through the cluster with the instance of each step known: signup on A, the e-mail
 * link and the wallet through nginx (wherever it sends them), a card collected on B, and its event on a
 * socket held by A — which only the realtime adapter between the instances can carry there.
 */
export async function runPinnedJourney(cluster: Cluster): Promise<{ email: string; eventMs: number }> {
  const [a, b] = cluster.instances;
  const nginx = cluster.nginx.url;
  const email = `cluster-${randomBytes(6).toString('hex')}@example.com`;

  const signup = await callOk<TSignupResponse>(a.url, 'POST', AUTH_PATHS.signup, { body: { email, password: JOURNEY_PASSWORD } });
  check('tempToken' in signup.body, `signup on A asked for no username: ${JSON.stringify(signup.body)}`);
  await callOk(a.url, 'POST', AUTH_PATHS.completeSignup, {
    body: { tempToken: signup.body.tempToken, username: `cluster_${randomBytes(5).toString('hex')}` },
  });
  step(`signed up ${email} on A`);

  const link = findLink(await cluster.mail.waitFor(email, 20_000), '/verify-email');
  check(link && link.startsWith(`${nginx}/`), `the verification link should point at nginx (${nginx}), not at an instance: ${link}`);
  const verified = await callOk<TVerifyEmailResponse>(nginx, 'POST', AUTH_PATHS.verifyEmail, {
    body: { token: new URL(link).searchParams.get('token') },
  });
  check('token' in verified.body, `the link asked for a second factor the account has not: ${JSON.stringify(verified.body)}`);
  const { token } = verified.body;
  step(`verified the e-mail through nginx (served by ${servedByName(cluster, verified.servedBy)})`);

  const wallet = createTestWallet();
  let nonceServedBy: string | undefined;
  const linkBody = await signedLinkBody(wallet, async () => {
    const nonce = await callOk(nginx, 'POST', WALLET_PATHS.nonce, { body: {}, token });
    nonceServedBy = nonce.servedBy;
    return nonce.body;
  });
  const linked = await callOk<TWalletLinkResponse>(nginx, 'POST', WALLET_PATHS.link, { body: linkBody, token });
  check(linked.body.user.wallet?.publicKey === wallet.publicKey, `the wallet was not linked: ${JSON.stringify(linked.body.user.wallet)}`);
  step(
    `linked a wallet through nginx (nonce from ${servedByName(cluster, nonceServedBy)}, signature checked by ${servedByName(cluster, linked.servedBy)})`,
  );

  const heldByA = await openUserSocket(a.url, token, { reconnect: false });
  const throughNginx = await openUserSocket(nginx, token, { reconnect: false });
  try {
    const requestId = randomUUID();
    const started = performance.now();
    const collected = await callOk<TCard>(b.url, 'POST', CARD_PATHS.collect, { body: { publicKey: wallet.publicKey, requestId }, token });
    const onA = await heldByA.collected(requestId);
    const eventMs = performance.now() - started;
    check(
      onA.status === 'success' && onA.card?.id === collected.body.id,
      `A's socket heard another card than B collected: ${JSON.stringify(onA)} vs ${collected.body.id}`,
    );
    await throughNginx.collected(requestId);
    step(
      `collected a card on B; its event reached the socket held by A ${eventMs.toFixed(0)} ms after the request, and the one through nginx`,
    );
    return { email, eventMs };
  } finally {
    heldByA.close();
    throughNginx.close();
  }
}
