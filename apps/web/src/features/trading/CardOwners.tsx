import { useId } from 'react';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { fillPath, PROFILE_PAGE_PATH } from '@arcana/shared';
import type { TCardOwner } from '@arcana/shared/schemas';
import { useSessionUser } from '../sessions';
import { useCardTradingQuery } from './trading.api';
import classes from './CardOwners.module.css';

const HOW: Record<TCardOwner['how'], string> = { drawn: 'drew it', forged: 'forged it', given: 'received it', bought: 'bought it' };
const onDay = (at: string) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** A holder's name, a link to their public profile where it is public; `unnamed` where the server names nobody. */
function HolderName({ owner, unnamed }: { owner: TCardOwner; unnamed: string }) {
  if (owner.username === null) return <>{unnamed}</>;
  if (!owner.profile) return <strong>{owner.username}</strong>;
  return (
    <Anchor component={Link} to={fillPath(PROFILE_PAGE_PATH, { username: owner.username })} fw={700}>
      {owner.username}
    </Anchor>
  );
}

/**
 * A card's holders, first to current (docs/product-rules.md "Trading"): who drew or forged it, then
 * each who received it, and when. Shown once the card has changed hands: before, its collected date
 * says it all. `unnamed`: who a holder the server does not name is (an account deleted since; on a
 * shared page, also one whose profile is private); `you`: the reader's username, marked as theirs.
 */
export function CardOwners({ owners, unnamed, you }: { owners: TCardOwner[]; unnamed: string; you?: string }) {
  const titleId = useId();
  if (owners.length < 2) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb={4}>
        Its holders
      </Title>
      <ol className={classes.holders}>
        {owners.map((owner, i) => (
          <li key={i}>
            <HolderName owner={owner} unnamed={unnamed} />
            {you !== undefined && owner.username === you && ' (you)'}{' '}
            <Text span c="dimmed" size="sm">
              {HOW[owner.how]} · {onDay(owner.since)}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The holders of a card of the user's, on its detail panel: every name, since whoever holds it may see them. */
export function CardHolders({ cardId }: { cardId: string }) {
  const { data } = useCardTradingQuery(cardId);
  const { user } = useSessionUser();
  return data ? <CardOwners owners={data.owners} unnamed="A deleted account" you={user?.username} /> : null;
}
