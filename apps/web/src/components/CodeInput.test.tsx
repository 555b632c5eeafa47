import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './CodeInput';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <CodeInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('CodeInput', () => {
  it('fills all six boxes from a pasted code and submits it', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '123456' } });
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes digits only, moves with the arrows and steps back with backspace', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(digit(1));
    await user.keyboard('1a2');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12$/);
    expect(digit(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{Backspace}');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
  });
});
