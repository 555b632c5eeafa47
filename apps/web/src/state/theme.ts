import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { TOAST_DURATION_MS } from '@arcana/shared';
import { readableVariantColors } from './readable-colors';
import tabRow from './tab-row.module.css';

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
  // Filled controls use shade 5: light text on it is 4.9:1, where the accent itself (shade 4) gives
  // 3.5:1, under the 4.5:1 body text needs.
  primaryShade: 5,
  // The same rule for the other colours' filled buttons (red goes to its shade 9).
  variantColorResolver: readableVariantColors,
  // Motion is shown as its end state under prefers-reduced-motion (DESIGN.md "Motion"), the
  // library's transitions too.
  respectReducedMotion: true,
  colors: { arcane, dark },
  fontFamily: 'Inter, system-ui, sans-serif',
  headings: { fontFamily: 'Cinzel, Georgia, serif', fontWeight: '700' },
  defaultRadius: 'md',
  black: '#0d0a1a',
  white: '#ece8ff',
  components: {
    // Links take the lighter accent: shade 4 reads at 4.6:1 on the page but under 4.5:1 on the
    // raised surfaces (menus, popovers, panels); shade 3 reads at 5:1 or more on all of them.
    Anchor: { defaultProps: { c: 'arcane.3' } },
    // Every X has no text of its own: screen readers and tests find it by this name.
    Notification: { defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Close' } } },
    // A dialog fades in where it stands: its buttons never move under a pointer that is already
    // on its way to them (a slide would carry the button away between press and release).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, transitionProps: { transition: 'fade', duration: 200 } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Close' } },
    // No focus placeholder in a menu: a menu may hold only its items (axe, aria-required-children),
    // and opening one puts the focus on its first item, as the ARIA menu button pattern asks.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a <span>, which may not carry the aria-label that says what is loading: as a
    // status it may, and is read out.
    Loader: { defaultProps: { role: 'status' } },
    Tabs: { classNames: { list: tabRow.list, tab: tabRow.tab } },
  },
  other: { toastDurationMs: TOAST_DURATION_MS },
});

/**
 * The dark scheme's error colour (a field's message and its typed text) is Mantine's red 8, at 3.6:1
 * on an input and 4:1 on the page; red 5 reads at 5:1 or more on every surface, the raised ones too.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-error': 'var(--mantine-color-red-5)' },
});
