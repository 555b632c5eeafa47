import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_PATHS, NOTIFICATION_TYPES } from '@arcana/shared';
import { hideAllToasts, jsonResponse, serveApi, toastsTitled } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { apiPath, renderWithApp, signInAs } from './devtools-test-support';
import { NotificationTesterTool } from './NotificationTesterTool';

configure({ asyncUtilTimeout: 5_000 });

const testPath = apiPath(DEVTOOLS_PATHS.testNotification);
const ROUTE = `POST ${testPath}`;
const OTHER_USER = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

let server: ReturnType<typeof serveApi> | undefined;
let bodies: unknown[];
beforeEach(() => {
  localStorage.clear();
  bodies = [];
});
afterEach(() => {
  server?.restore();
  server = undefined;
  hideAllToasts();
});

function serveNotifications(
  user = buildUser({ isAdmin: true }),
  answer: () => unknown = () => ({ message: 'Notification sent to bruno', userId: OTHER_USER }),
) {
  server = serveApi({
    ...signInAs(user),
    [ROUTE]: async (_url, request) => {
      bodies.push(await request.json());
      return answer();
    },
  });
  renderWithApp(<NotificationTesterTool />);
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the Notification Tester', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('offers the six notification types', async () => {
    serveNotifications();
    const type = await screen.findByRole('combobox', { name: /Type/ });
    expect(Array.from((type as HTMLSelectElement).options, (option) => option.value)).toEqual([...NOTIFICATION_TYPES]);
  });

  it('posts the notification, trimmed and without the empty optional fields, and toasts the server’s message', async () => {
    serveNotifications();
    await screen.findByRole('textbox', { name: 'Send to user ID' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'collectible_received');
    await userEvent.type(field(/Title/), '  New card  ');
    await userEvent.type(field(/Message/), 'A legendary card arrived.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    await waitFor(() => expect(toastsTitled('Notification Sent')).toHaveLength(1));
    expect(screen.getByText('Notification sent to bruno')).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'collectible_received', title: 'New card', message: 'A legendary card arrived.' }]);
  });

  it('lets an admin send to another user, with a redirect', async () => {
    serveNotifications();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Send to user ID' }), OTHER_USER);
    await userEvent.type(field(/Title/), 'Hello');
    await userEvent.type(field(/Message/), 'Look at your inventory.');
    await userEvent.type(field('Redirect path'), '/inventory');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      type: 'system',
      title: 'Hello',
      message: 'Look at your inventory.',
      redirectUrl: '/inventory',
      userId: OTHER_USER,
    });
  });

  it('checks the fields with the shared messages and sends nothing until they pass', async () => {
    serveNotifications();
    await screen.findByRole('textbox', { name: 'Send to user ID' });
    await userEvent.type(field(/Title/), '   ');
    await userEvent.type(field('Redirect path'), 'https://elsewhere.example');
    await userEvent.type(field('Send to user ID'), 'bruno');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Redirect must be a path on this site, such as /inventory')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('puts the server’s “user not found” on the user ID field', async () => {
    serveNotifications(undefined, () => jsonResponse(404, { error: 'User not found', code: 'USER_NOT_FOUND' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Send to user ID' }), OTHER_USER);
    await userEvent.type(field(/Title/), 'Hello');
    await userEvent.type(field(/Message/), 'Hi.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(field('Send to user ID')).toHaveAttribute('aria-invalid', 'true');
    expect(toastsTitled('Notification Sent')).toEqual([]);
  });

  it('has no recipient field for a developer, who may only notify themselves', async () => {
    serveNotifications(buildUser({ isDeveloper: true }));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    await waitFor(() => expect(server!.callsTo(apiPath('/auth/verify'))).toHaveLength(1));
    expect(screen.queryByRole('textbox', { name: 'Send to user ID' })).not.toBeInTheDocument();
  });
});
