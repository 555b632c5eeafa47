import { render, screen, within } from '@testing-library/react';
import { Alert, DEFAULT_THEME, Drawer, Loader, MantineProvider, mergeMantineTheme, Modal, Notification } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TEST_TIMEOUT_MS } from '../test-support';
import { contrastRatio } from './readable-colors';
import { cssVariablesResolver, theme } from './theme';

const ignore = () => undefined;

describe('the theme', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('names the X of every dialog, drawer, alert and toast "Close", with no prop at the call site', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Modal opened onClose={ignore} title="A dialog">
          text
        </Modal>
        <Drawer opened onClose={ignore} title="A drawer">
          text
        </Drawer>
        <Alert title="An alert" withCloseButton onClose={ignore} />
        <Notification title="A toast" onClose={ignore} />
      </MantineProvider>,
    );
    expect(within(screen.getByRole('dialog', { name: 'A dialog' })).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'A drawer' })).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const [alert, toast] = screen.getAllByRole('alert');
    expect(within(alert!).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(toast!).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('makes a spinner a status, so the name that says what is loading is allowed and read out', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Loader aria-label="Loading cards" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading cards' })).toBeInTheDocument();
  });

  it('gives error text a red that reads at 4.5:1 on the page and on every raised surface', () => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const error = cssVariablesResolver(full).dark['--mantine-color-error']!;
    const red = full.colors.red[Number(/red-(\d)/.exec(error)![1])]!;
    // The page, panels and dialogs (dark 7), inputs and menus (dark 6), a hovered control (dark 5).
    for (const surface of full.colors.dark.slice(5, 8)) expect(contrastRatio(red, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
