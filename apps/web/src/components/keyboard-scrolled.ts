import type { ScrollAreaProps } from '@mantine/core';

/**
 * A table wider than a phone scrolls sideways: its viewport takes the focus and is named, so the
 * keyboard reaches what is beyond the edge (arrow keys scroll it) and a screen reader says what it is.
 */
export const keyboardScrolled = (name: string): ScrollAreaProps => ({
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${name}, scrolls sideways` },
});
