import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './useReturnFocus';

function Dialog({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  return (
    <div role="dialog" aria-label="A dialog">
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useReturnFocus', () => {
  it('puts focus back on the control that opened a dialog once the dialog is unmounted', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
