import { render, screen, within } from '@testing-library/react';
import { Alert, Drawer, MantineProvider, Modal, Notification } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TEST_TIMEOUT_MS } from '../test-support';
import { theme } from './theme';

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
});
