import { randomUUID } from 'node:crypto';
import { API_V1_PATHS, PROJECT_PATHS, REWARD_PATHS, WALLET_PATHS, WEBHOOK_EVENT_TYPES, WEBHOOK_PATHS } from '@arcana/shared';
import type { TLinkCode, TNewWebhookEndpoint, TRule, TRuleTerms } from '@arcana/shared/schemas';
import { createTestWallet, signedLinkBody } from '../../tools/wallet-keys';
import { call, path } from '../creators';
import { expect, type Page } from '../fixtures';

/** A creator's project as creators.ts makes it: its id, its collection's, and the creator's token. */
interface Project {
  token: string;
  projectId: string;
  collectionId: string;
}

/** The project's payout wallet, proved over the API by a wallet's signature, as The Forge's button has Phantom prove one. */
export async function payoutWalletSet(page: Page, project: Project) {
  const wallet = createTestWallet();
  const body = await signedLinkBody(wallet, () =>
    call(page, project.token, 'POST', path(WALLET_PATHS.payoutNonce, { projectId: project.projectId })),
  );
  const res = await page.request.put(path(WALLET_PATHS.payoutWallet, { projectId: project.projectId }), {
    data: body,
    headers: { authorization: `Bearer ${project.token}` },
  });
  expect(res.ok()).toBe(true);
}

/** The collection's rules, made and turned on over the API as the earning rules page's form and switches do. */
export async function rulesOn(page: Page, project: Project, rules: TRuleTerms[]) {
  for (const terms of rules) {
    const rule = (await call(page, project.token, 'POST', path(REWARD_PATHS.rules, { collectionId: project.collectionId }), {
      terms,
    })) as TRule;
    await call(page, project.token, 'PATCH', path(REWARD_PATHS.rule, { ruleId: rule.id }), { enabled: true });
  }
}

/** A change of the published collection's odds, submitted: the collection is published with changes in review. */
export async function changeInReview(page: Page, project: Project) {
  await call(page, project.token, 'PATCH', path(PROJECT_PATHS.collection, { collectionId: project.collectionId }), {
    weights: { common: 8_000, uncommon: 0, rare: 0, epic: 0, legendary: 2_000 },
  });
  await call(page, project.token, 'POST', path(PROJECT_PATHS.submit, { collectionId: project.collectionId }));
}

/** An endpoint for every event of the project's at `url`, sent a test event: one delivery in its log. */
export async function webhookTested(page: Page, project: Project, url: string) {
  const { endpoint } = (await call(page, project.token, 'POST', path(WEBHOOK_PATHS.endpoints, { projectId: project.projectId }), {
    url,
    events: [...WEBHOOK_EVENT_TYPES],
  })) as TNewWebhookEndpoint;
  await call(page, project.token, 'POST', path(WEBHOOK_PATHS.test, { projectId: project.projectId, endpointId: endpoint.id }));
}

/** The code a game's server asks for its player with the project's key: the address the player opens, path and query. */
export async function linkCodeAddress(page: Page, key: string, playerId: string) {
  const res = await page.request.post(`/api${API_V1_PATHS.linkCodes}`, {
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': randomUUID() },
    data: { playerId },
  });
  expect(res.status()).toBe(201);
  const { verificationUriComplete } = (await res.json()) as TLinkCode;
  const address = new URL(verificationUriComplete);
  return `${address.pathname}${address.search}`;
}
