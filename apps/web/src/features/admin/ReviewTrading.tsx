import { Text } from '@mantine/core';
import { tradingWords } from '@arcana/shared';
import type { OddsVersion } from '@arcana/shared/draw';
import { ReviewSection } from './ReviewSection';

/**
 * Whether the version's cards change hands, in words (docs/product-rules.md "Trading"): approving
 * publishes it, and it may take a share of every sale, so the reviewer reads it.
 */
export function ReviewTrading({ version, collectionName }: { version: OddsVersion; collectionName: string }) {
  const label = `Trading: the terms of ${collectionName}`;
  return (
    <ReviewSection label={label}>
      <Text size="sm">{tradingWords(version.trading ?? null)}</Text>
    </ReviewSection>
  );
}
