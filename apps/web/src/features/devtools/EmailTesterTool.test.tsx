import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_PATHS } from '@arcana/shared';
import type { TEmailTemplatePreview } from '@arcana/shared/schemas';
import { hideAllToasts, jsonResponse, serveApi, toastsTitled } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { apiPath, renderWithApp, signInAs } from './devtools-test-support';
import { EmailTesterTool } from './EmailTesterTool';

configure({ asyncUtilTimeout: 5_000 });

const listPath = apiPath(DEVTOOLS_PATHS.emailTemplates);
const previewPath = apiPath(DEVTOOLS_PATHS.emailTemplate.replace(':name', 'password-reset'));
const sendPath = apiPath(DEVTOOLS_PATHS.sendEmailTemplate.replace(':name', 'password-reset'));

const templates = [
  { name: 'verification', subject: 'Verify your e-mail', description: 'Sent at signup to verify the address.' },
  { name: 'password-reset', subject: 'Reset your password', description: 'Sent by Forgot password: sets a new password.' },
];
const preview: TEmailTemplatePreview = {
  ...templates[1]!,
  html: '<p>Hello ada_lovelace, <a href="http://localhost/reset-password?token=x">choose a new password</a>.</p>',
  text: 'Hello ada_lovelace,\nchoose a new password: http://localhost/reset-password?token=x',
  sampleLink: 'http://localhost/reset-password?token=preview-token-opens-nothing',
};

let server: ReturnType<typeof serveApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  server = undefined;
  hideAllToasts();
});

function serveTemplates(send: () => unknown) {
  server = serveApi({
    ...signInAs(),
    [`GET ${listPath}`]: () => ({ templates }),
    [`GET ${previewPath}`]: () => preview,
    [`POST ${sendPath}`]: send,
  });
  renderWithApp(<EmailTesterTool />);
}

async function choosePasswordReset() {
  await userEvent.click(await screen.findByRole('button', { name: /password-reset/ }));
  return screen.findByRole('region', { name: 'Reset your password' });
}

describe('the Email Tester', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('lists the templates with their subjects and descriptions', async () => {
    serveTemplates(() => ({}));
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('verification');
    expect(items[0]).toHaveTextContent('Verify your e-mail');
    expect(items[1]).toHaveTextContent('Sent by Forgot password: sets a new password.');
    expect(screen.getByText(/Choose a template/)).toBeInTheDocument();
  });

  it('previews the chosen template: its subject, its HTML in a sandboxed frame, and its text part', async () => {
    serveTemplates(() => ({}));
    const region = await choosePasswordReset();

    expect(screen.getByRole('button', { name: /password-reset/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /verification/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Reset your password');
    const frame = within(region).getByTitle('HTML of the password-reset e-mail');
    expect(frame.tagName).toBe('IFRAME');
    // Empty: no scripts, no forms, no access to this origin (our token) from the mail's HTML.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', preview.html);
    expect(region.querySelector('pre')?.textContent).toBe(preview.text);
    expect(within(region).getByText(/preview-token-opens-nothing/)).toBeInTheDocument();
  });

  it('mails a test copy and toasts the server’s message', async () => {
    serveTemplates(() => ({ message: 'Test e-mail sent to root@example.com', to: 'root@example.com' }));
    const region = await choosePasswordReset();

    await userEvent.click(within(region).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(toastsTitled('Test Email Sent')).toHaveLength(1));
    expect(screen.getByText('Test e-mail sent to root@example.com')).toBeInTheDocument();
    expect(server!.callsTo(sendPath)).toEqual([`POST ${sendPath}`]);
  });

  it('says how long to wait when the hourly test e-mails are used up', async () => {
    serveTemplates(() => jsonResponse(429, { error: 'Too many attempts.', code: 'RATE_LIMITED', retryAfterSeconds: 600 }));
    const region = await choosePasswordReset();

    await userEvent.click(within(region).getByRole('button', { name: 'Send test' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Too many test e-mails');
    expect(alert).toHaveTextContent('You can send 10 test e-mails an hour. Try again in 10 minutes.');
    expect(toastsTitled('Test Email Sent')).toEqual([]);
  });

  it('explains that test e-mails need the admin’s own verified address', async () => {
    serveTemplates(() => jsonResponse(403, { error: 'Verify your e-mail first', code: 'VERIFIED_EMAIL_REQUIRED' }));
    const region = await choosePasswordReset();

    await userEvent.click(within(region).getByRole('button', { name: 'Send test' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Verified e-mail required');
    expect(within(alert).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});
