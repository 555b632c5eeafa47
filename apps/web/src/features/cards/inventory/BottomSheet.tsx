import type { KeyboardEvent } from 'react';
import { Drawer, type DrawerProps } from '@mantine/core';

/**
 * Whether an Escape is the sheet's to close it: pressed in the sheet's own dialog, not in a dialog it
 * opened (the card's transfer, its Forge: that one closes alone, and the person stays in the sheet),
 * and not by a control that uses Escape itself (an open list of a select, which Mantine marks so).
 */
function closesSheet(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  // The sheet's dialog comes first in its root; dialogs it opens come after, wherever they are drawn.
  const sheet = event.currentTarget.querySelector('[role="dialog"]');
  return (
    event.key === 'Escape' &&
    sheet !== null &&
    target.closest?.('[role="dialog"]') === sheet &&
    target.getAttribute?.('data-mantine-stop-propagation') !== 'true'
  );
}

/** Phones' panels: a drawer from the bottom edge, as tall as its content and never the whole screen. */
export function BottomSheet({ onClose, ...props }: Omit<DrawerProps, 'position' | 'size'>) {
  return (
    <Drawer
      position="bottom"
      radius="lg"
      {...props}
      onClose={onClose}
      closeOnEscape={false}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (closesSheet(event)) onClose();
      }}
      styles={{
        content: { height: 'auto', maxHeight: '88dvh' },
        title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 20 },
      }}
    />
  );
}
