import { useId } from 'react';
import { numberText } from '@arcana/shared';
import { Button, Skeleton, Stack, Title } from '@mantine/core';
import type { TCard } from '@arcana/shared/schemas';
import { useCollectionPagesInfiniteQuery } from '../cards.api';
import type { InventoryCard } from './inventory-view';
import classes from './StackCopies.module.css';

/**
 * The copies of an open stack (docs/product-rules.md "Inventory"), newest first, a page at a time:
 * each by the date it was collected, a button that opens that copy in the details.
 */
export function StackCopies({ stack, openId, onOpen }: { stack: InventoryCard; openId: string; onOpen: (card: TCard) => void }) {
  const titleId = useId();
  const copies = useCollectionPagesInfiniteQuery({ sort: 'newest', copiesOf: stack.id });
  const cards = copies.data?.pages.flatMap((page) => page.cards) ?? [];
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {numberText(stack.copies ?? 1)} copies
      </Title>
      {copies.isLoading ? (
        <Skeleton height={36} aria-hidden />
      ) : (
        <Stack gap={4} component="ul" className={classes.list}>
          {cards.map((copy) => (
            <li key={copy.id}>
              <Button
                variant={copy.id === openId ? 'light' : 'subtle'}
                color={copy.id === openId ? undefined : 'gray'}
                aria-current={copy.id === openId || undefined}
                justify="flex-start"
                fullWidth
                onClick={() => onOpen(copy)}
              >
                Collected {new Date(copy.collectedAt).toLocaleString()}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {copies.hasNextPage && (
        <Button variant="default" size="xs" mt="xs" loading={copies.isFetchingNextPage} onClick={() => void copies.fetchNextPage()}>
          Show more copies
        </Button>
      )}
    </section>
  );
}
