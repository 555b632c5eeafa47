import type { ScrollAreaProps } from '@mantine/core';

/**
 * A box wider than a phone that scrolls sideways: it takes the focus and is named, so the keyboard
 * reaches what is beyond the edge (arrow keys scroll it) and a screen reader says what it is.
 */
export const sidewaysRegion = (name: string) => ({ tabIndex: 0, role: 'region', 'aria-label': `${name}, scrolls sideways` }) as const;

/** A table wider than a phone, in Mantine's scroll area: its viewport is the sideways region. */
export const keyboardScrolled = (name: string): ScrollAreaProps => ({ viewportProps: sidewaysRegion(name) });
