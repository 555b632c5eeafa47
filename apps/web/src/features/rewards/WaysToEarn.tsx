import { useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isSteamSource, type TProject, type TWayToEarn } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../api/error-text';
import { useSessionUser } from '../sessions';
import { DonateButton } from '../wallet';
import { MyDonations } from './MyDonations';
import { useClaimRuleMutation, useWaysToEarnQuery } from './rewards.api';
import { conditionText, rewardText, SOURCE_LABELS } from './rule-words';
import { ShareLink } from './ShareLink';
import classes from './WaysToEarn.module.css';

/** `done`: granted now, or before (nothing more to claim). */
type Outcome = { granted: boolean; done: boolean; text: string; linkSteam?: boolean };

/** A Steam rule's claim: Steam is asked at once, and the answer (draws, or why not) shows beside it. */
function ClaimButton({ way, label }: { way: TWayToEarn; label: string }) {
  const { isObserving } = useSessionUser();
  const [claim, { isLoading }] = useClaimRuleMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onClaim() {
    setOutcome(null);
    try {
      setOutcome({ granted: true, done: true, text: (await claim(way.ruleId).unwrap()).message });
    } catch (failure) {
      const code = errorCode(failure);
      setOutcome({
        granted: false,
        done: code === 'ALREADY_CLAIMED',
        text: extractErrorText(failure),
        linkSteam: code === 'PROVIDER_NOT_LINKED',
      });
    }
  }

  return (
    <Stack gap={6} className={classes.action}>
      <Button
        size="xs"
        onClick={() => void onClaim()}
        loading={isLoading}
        disabled={isObserving || outcome?.done}
        aria-label={`Claim: ${label}`}
      >
        {outcome?.done ? 'Claimed' : 'Claim'}
      </Button>
      {outcome && (
        <Alert color={outcome.granted ? 'green' : 'orange'} role={outcome.granted ? 'status' : 'alert'} p="xs">
          {outcome.text}
          {outcome.linkSteam && (
            <>
              {' '}
              <Anchor component={Link} to="/settings?tab=integrations" c="inherit" underline="always" fw={600}>
                Open Settings
              </Anchor>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** A Steam app's store page, where a collector finds the game a rule names. */
const steamStore = (appId: number) => `https://store.steampowered.com/app/${appId}`;

/**
 * How the collection's draws are earned (docs/product-rules.md "Earning rules"): each rule its creator
 * turned on, in words. A signed-in collector claims a Steam rule here, gets their referral link for a
 * share rule, donates (with their receipts) for a donation rule, and links their game's player for a
 * game's rule; Twitch's events and the game's grants come as they happen.
 */
export function WaysToEarn({ collectionId, project }: { collectionId: string; project: Pick<TProject, 'name' | 'payoutWallet'> }) {
  const { user, isObserving } = useSessionUser();
  const { data: ways, error } = useWaysToEarnQuery(collectionId);
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!ways) return <Skeleton height={48} />;
  if (ways.length === 0) return <Text c="dimmed">Its creator has not added ways to earn draws yet.</Text>;
  return (
    <ul className={classes.list}>
      {ways.map((way) => {
        const label = `${SOURCE_LABELS[way.terms.source]}: ${conditionText(way.terms)}`;
        return (
          <li key={way.ruleId} className={classes.way}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{label}</Text>
                <Text size="sm" c="dimmed">
                  Earns {rewardText(way.terms)}
                  {'appId' in way.terms && (
                    <>
                      {' · '}
                      <Anchor href={steamStore(way.terms.appId)} target="_blank" rel="noopener noreferrer" size="sm">
                        The game on Steam
                      </Anchor>
                    </>
                  )}
                </Text>
              </Stack>
              {user && isSteamSource(way.terms.source) && <ClaimButton way={way} label={label} />}
              {user && way.terms.source === 'share' && <ShareLink collectionId={collectionId} />}
              {way.terms.source === 'api' && (
                <Button component={Link} to="/link" variant="light" size="xs">
                  Link your player
                </Button>
              )}
              {user && way.terms.source === 'donation' && project.payoutWallet && (
                <DonateButton target={{ collectionId, recipient: project.payoutWallet, project: project.name }} disabled={isObserving} />
              )}
            </Group>
            {way.terms.source === 'donation' && !project.payoutWallet && (
              <Text size="sm" c="dimmed">
                Its creator has not set where donations go yet.
              </Text>
            )}
            {user && way.terms.source === 'donation' && <MyDonations collectionId={collectionId} />}
          </li>
        );
      })}
    </ul>
  );
}
