import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../state/store';
import { buildUser } from '../../../test-support';
import { EmailField } from './EmailField';

const user = buildUser({
  providers: ['email', 'discord', 'google', 'twitch'],
  auth: {
    ...buildUser().auth,
    providers: {
      discord: { verified: true, data: { username: 'ada_l' } },
      google: { verified: true, data: { email: 'ada@gmail.example' } },
      twitch: { verified: true, data: { displayName: 'Ada' } },
    },
  },
});

describe('EmailField', () => {
  it('lists the Discord and Google accounts that a change unlinks, and sends nothing when cancelled', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <Provider store={createStore()}>
        <MantineProvider>
          <EmailField user={user} readOnly={false} />
        </MantineProvider>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit email' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your email?' });
    expect(dialog).toHaveTextContent('Discord (@ada_l)');
    expect(dialog).toHaveTextContent('Google (ada@gmail.example)');
    expect(dialog).not.toHaveTextContent('Twitch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('is read-only for an observer', () => {
    render(
      <Provider store={createStore()}>
        <MantineProvider>
          <EmailField user={user} readOnly />
        </MantineProvider>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Edit email' })).toBeDisabled();
  });
});
