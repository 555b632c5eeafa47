import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import UsersPage from './UsersPage';

const renderPage = () =>
  render(
    <MantineProvider>
      <UsersPage />
    </MantineProvider>,
  );

describe('the legacy demo users page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('toggles its form with Add User and Cancel, and shows the empty state', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('No users found. Create one to get started!')).toBeInTheDocument();
    for (const column of ['Name', 'Email', 'Created']) expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByRole('form', { name: 'Add user' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add user' })).not.toBeInTheDocument();
  });

  it('asks for a name, an address and a password of at least 6', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('creates by clearing the form and calling nothing, as the spec says', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByText('No users found. Create one to get started!')).toBeInTheDocument();
  });
});
