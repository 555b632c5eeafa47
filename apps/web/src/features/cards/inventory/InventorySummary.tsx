import { memo, type ReactNode } from 'react';
import { Skeleton, Text, Title } from '@mantine/core';
import { PRODUCT_TOKEN_UNIT, shortAddress, numberText } from '@arcana/shared';
import { EARLY_TOTALS_ATTRIBUTE, LEFT_TO_THE_PAGE } from './early-inventory';
import type { inventoryTotals } from './inventory-view';
import classes from './InventorySummary.module.css';

interface SummaryProps {
  /** null while the cards load: skeletons stand in, never '0 ARCANA · 0 items'. */
  totals: ReturnType<typeof inventoryTotals> | null;
  username: string | undefined;
  /** The connected wallet's key, null when none is connected. */
  walletKey: string | null;
  observing: boolean;
  /** What follows in the summary: the draws left. */
  children?: ReactNode;
}

/**
 * The collection's value and size as written, "500,000 ARCANA" over "50,000 items": given as text, so
 * the build can render it with a placeholder for each figure (early-inventory-templates.tsx).
 */
export function CollectionFigures({ value, count, one }: { value: string; count: string; one: boolean }) {
  return (
    <>
      <Text className={classes.value} data-testid="inventory-value">
        {value} {PRODUCT_TOKEN_UNIT}
      </Text>
      <Text c="dimmed" size="sm" data-testid="inventory-count">
        {count} {one ? 'item' : 'items'}
      </Text>
    </>
  );
}

/** Title, total value and item count, and who is looking (user, wallet, observer mode). */
export const InventorySummary = memo(function InventorySummary({ totals, username, walletKey, observing, children }: SummaryProps) {
  return (
    <div className={classes.summary}>
      <Title order={1} className={classes.title}>
        Inventory
      </Title>
      <div className={classes.totals}>
        <Text c="dimmed" size="sm" className={classes.label}>
          Total value
        </Text>
        {totals ? (
          <CollectionFigures value={numberText(totals.value)} count={numberText(totals.count)} one={totals.count === 1} />
        ) : (
          <>
            {/* Where the first-screen script writes the figures when it has them before the app (early-inventory.ts). */}
            <div className={classes.early} {...{ [EARLY_TOTALS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={LEFT_TO_THE_PAGE} />
            {/* Each skeleton sits in the line its text will fill: the figures take the place it held. */}
            <div className={classes.loading} data-testid="inventory-totals-loading">
              <Text component="div" className={classes.value}>
                <Skeleton display="inline-block" height="0.8em" width={120} radius="sm" />
              </Text>
              <Text component="div" c="dimmed" size="sm">
                <Skeleton display="inline-block" height="0.8em" width={60} radius="sm" />
              </Text>
            </div>
          </>
        )}
      </div>
      <Text size="sm" c="dimmed" data-testid="inventory-status" className={classes.status}>
        {username}
        {username && ' · '}
        {walletKey ? `Wallet ${shortAddress(walletKey)} connected` : 'Wallet not connected'}
        {observing && ' · Observer mode'}
      </Text>
      {children}
    </div>
  );
});
