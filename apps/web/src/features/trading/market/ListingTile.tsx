import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { TMarketListing } from '@arcana/shared/schemas';
import { ActionWithReason } from '../../../components/ActionWithReason';
import { VISITOR_ONLY } from '../../../components/stored-session-mark';
import { CollectibleCard } from '../../cards';
import { keepThisPage, signInHref } from '../../sessions';
import classes from './MarketPage.module.css';

/** Why a member cannot buy yet: a purchase is paid from the wallet linked to their account. */
export const NO_WALLET = 'Connect your Phantom wallet (top right) to buy: the payment is sent from it.';

interface ListingTileProps {
  listing: TMarketListing;
  /** The viewer: null when signed out. */
  viewer: { username: string; wallet: string | null } | null;
  onBuy: (listing: TMarketListing) => void;
}

/** One listing: its card, price and seller, and buying it (a visitor logs in first; a seller sees their own). */
export function ListingTile({ listing, viewer, onBuy }: ListingTileProps) {
  const { pathname } = useLocation();
  const own = viewer?.username === listing.seller;
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${listing.card.name}, ${listing.price} USDT`} className={classes.tile}>
      <Stack gap="xs">
        <CollectibleCard card={{ ...listing.card, id: listing.cardId, seenAt: listing.listedAt }} fullWidth />
        <Text fw={700}>{listing.price} USDT</Text>
        <Text size="sm" c="dimmed">
          by {listing.seller} · {new Date(listing.listedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
        </Text>
        {!viewer ? (
          <Button component={Link} to={signInHref('/login', pathname)} onClick={keepThisPage} variant="light" {...VISITOR_ONLY}>
            Log in to buy
          </Button>
        ) : own ? (
          <Text size="sm">Your listing</Text>
        ) : (
          <ActionWithReason
            reason={viewer.wallet ? null : NO_WALLET}
            onClick={() => onBuy(listing)}
            aria-label={`Buy ${listing.card.name}`}
          >
            Buy
          </ActionWithReason>
        )}
      </Stack>
    </Paper>
  );
}
