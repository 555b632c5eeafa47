import { useEffect, useRef } from 'react';
import { CloseButton, Group, Title } from '@mantine/core';
import type { TCard } from '@arcana/shared/schemas';
import { CardDetails, type StackOpen } from './CardDetails';
import classes from './DetailPanel.module.css';

/**
 * The wide screens' detail panel: beside the grid, sticky while the grid scrolls. Focus moves to its
 * title when it opens or shows another card, so a screen reader reads the card; Escape closes it.
 */
export function DetailPanel({ card, onClose, ...stackOpen }: { card: TCard; onClose: () => void } & StackOpen) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), [card.id]);
  return (
    <aside
      className={classes.panel}
      aria-label="Card details"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Title order={2} ref={titleRef} tabIndex={-1} className={classes.title}>
          {card.name}
        </Title>
        <CloseButton aria-label="Close details" onClick={onClose} />
      </Group>
      <CardDetails card={card} {...stackOpen} />
    </aside>
  );
}
