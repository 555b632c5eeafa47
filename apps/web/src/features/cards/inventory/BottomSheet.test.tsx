import { useState } from 'react';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal, Select } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test-render';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { BottomSheet } from './BottomSheet';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

/** A phone's card sheet with what it holds: a select, and a dialog it opens (as a card's transfer is). */
function SheetWithDialog() {
  const [sheet, setSheet] = useState(true);
  const [dialog, setDialog] = useState(false);
  return (
    <BottomSheet opened={sheet} onClose={() => setSheet(false)} title="Ember Fox">
      <Select label="Sort" data={['Newest', 'Name']} />
      <Button onClick={() => setDialog(true)}>Transfer</Button>
      <Modal opened={dialog} onClose={() => setDialog(false)} title="Transfer Ember Fox">
        <input aria-label="Recipient" data-autofocus />
      </Modal>
    </BottomSheet>
  );
}

describe('a phone’s sheet', () => {
  it(
    'closes on Escape from within it, but not when Escape closes a dialog it opened or a list of its select',
    async () => {
      renderInApp(<SheetWithDialog />);
      const sheet = await screen.findByRole('dialog', { name: 'Ember Fox' });

      await userEvent.click(within(sheet).getByRole('button', { name: 'Transfer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Transfer Ember Fox' });
      await expect.poll(() => within(dialog).getByRole('textbox', { name: 'Recipient' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => screen.queryByRole('dialog', { name: 'Transfer Ember Fox' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Ember Fox' })).toBeInTheDocument();

      await userEvent.click(within(sheet).getByRole('combobox', { name: 'Sort' }));
      expect(await screen.findByRole('option', { name: 'Name' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => screen.queryByRole('option', { name: 'Name' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Ember Fox' })).toBeInTheDocument();

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => screen.queryByRole('dialog', { name: 'Ember Fox' })).toBeNull();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
