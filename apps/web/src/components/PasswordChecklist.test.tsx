import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './PasswordChecklist';

const renderFor = (password: string) =>
  render(
    <MantineProvider>
      <PasswordChecklist password={password} />
    </MantineProvider>,
  );

describe('PasswordChecklist', () => {
  it('ticks each rule as it holds and labels the strength', () => {
    renderFor('abc');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('weak');
    expect(screen.getByText(/One lowercase letter/).closest('[data-met]')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText(/At least 8 characters/).closest('[data-met]')).toHaveAttribute('data-met', 'false');
  });

  it('reads strong for a long password with symbols, capitals and digits', () => {
    renderFor('ABcdefg12!');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('strong');
    expect(screen.getAllByText(/\(met\)/)).toHaveLength(5);
  });
});
