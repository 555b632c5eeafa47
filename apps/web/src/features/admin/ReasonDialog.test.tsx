import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test-render';
import { ReasonDialog } from './ReasonDialog';

/** The Review tab's shape: a decision's button mounts the dialog, which unmounts when it closes. */
function Decision() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject
      </button>
      {open && <ReasonDialog title="Reject version 2" action="Reject" onConfirm={async () => undefined} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('ReasonDialog', () => {
  it('gives the focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    renderInApp(<Decision />);
    const opener = screen.getByRole('button', { name: 'Reject' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Reject version 2' });
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
