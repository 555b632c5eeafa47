import { VERIFICATION_LINK_TTL_MS } from '@arcana/shared';
import { ago, type SweepRule } from '../../lib/sweep.js';
import { sweepRequestReceipts } from '../../lib/request-receipts.js';
import { sweepSpentTokens } from '../../lib/spent-tokens.js';
import { sweepUserEvents } from '../../realtime/user-events.repo.js';
import { sweepPendingSignups } from '../auth/index.js';
import { sweepSentMail } from '../mail/index.js';
import { sweepPictures } from '../pictures/index.js';
import { sweepLinkCodes } from '../player-links/index.js';
import { sweepIdempotentRequests } from '../api-keys/index.js';
import { sweepWebhookDeliveries } from '../webhooks/index.js';
import { sweepDomainEvents } from '../../outbox/domain-events.repo.js';
import { sweepDeadJobs } from '../../jobs/jobs.repo.js';
import { WEBHOOK_LIMITS } from '@arcana/shared';
import { sweepRateLimits } from '../rate-limit/index.js';
import { endExpiredObserving, sweepEndedSessions, sweepExpiredRefreshTokens, sweepOneTimeTokens } from '../sessions/index.js';
import { sweepTrustedDevices } from '../two-factor/index.js';
import { deleteAbandonedAccounts } from '../users/index.js';
import { sweepUnsignedTransfers, sweepWalletNonces } from '../wallet/index.js';

/** Every short-lived table, by name, in the order the sweep runs them; each rule is its table's owner's. */
export function createSweepRules(options: { longestRateLimitWindowS: number }): Record<string, SweepRule> {
  return {
    signup_temp: sweepPendingSignups,
    rate_limits: sweepRateLimits(options.longestRateLimitWindowS),
    request_receipts: sweepRequestReceipts,
    // Before any session goes (with its account, or as ended): an observer's hour, over, is written in the trail first.
    observer_sessions: endExpiredObserving,
    // Accounts nobody verified, once their link has expired.
    unverified_users: (tx) => deleteAbandonedAccounts(tx, ago(VERIFICATION_LINK_TTL_MS)),
    one_time_tokens: sweepOneTimeTokens,
    sessions: sweepEndedSessions,
    refresh_tokens: sweepExpiredRefreshTokens,
    trusted_devices: sweepTrustedDevices,
    wallet_nonces: sweepWalletNonces,
    spent_tokens: sweepSpentTokens,
    profile_pictures: sweepPictures,
    user_events: sweepUserEvents,
    usdt_transfers: sweepUnsignedTransfers,
    mail_outbox: sweepSentMail,
    idempotent_requests: sweepIdempotentRequests,
    player_link_codes: sweepLinkCodes,
    domain_events: sweepDomainEvents,
    jobs: sweepDeadJobs,
    webhook_deliveries: sweepWebhookDeliveries(WEBHOOK_LIMITS.deliveryDays),
  };
}
