import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { TOAST_DURATION_MS } from '@arcana/shared';

/** Mantine's dark scheme reads its surfaces from this scale: text at 0, inputs at 6, the page at 7. */
const dark: MantineColorsTuple = [
  '#ece8ff',
  '#c9c3e6',
  '#a59fc4',
  '#7d769e',
  '#443c63',
  '#2f2748',
  '#221b3a',
  '#1a1033',
  '#130d26',
  '#0d0a1a',
];

const arcane: MantineColorsTuple = [
  '#f3edff',
  '#e0d7fa',
  '#beabf0',
  '#9b7de7',
  '#8b5cf6',
  '#7444dc',
  '#6a38d6',
  '#5a2bbe',
  '#4f25ab',
  '#432097',
];

export const theme = createTheme({
  primaryColor: 'arcane',
  primaryShade: 4,
  colors: { arcane, dark },
  fontFamily: 'Inter, system-ui, sans-serif',
  headings: { fontFamily: 'Cinzel, Georgia, serif', fontWeight: '700' },
  defaultRadius: 'md',
  black: '#0d0a1a',
  white: '#ece8ff',
  components: {
    Notification: { defaultProps: { withBorder: true } },
    // The dialogs' X has no text: screen readers and tests find it by this name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
  other: { toastDurationMs: TOAST_DURATION_MS },
});
