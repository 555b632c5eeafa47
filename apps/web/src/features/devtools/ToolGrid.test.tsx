import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '@arcana/shared';
import { serveApi } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { admin, renderWithApp, signInAs } from './devtools-test-support';
import { ToolGrid } from './ToolGrid';
import { searchWidgets, TOOL_WIDGETS } from './tool-widgets';

configure({ asyncUtilTimeout: 5_000 });

const ALL_TOOLS = ['API Explorer', 'Steam Achievement Verifier', 'Notification Tester', 'Email Tester'];

let server: ReturnType<typeof serveApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  server = undefined;
});

const toolNames = () =>
  within(screen.getByRole('list', { name: 'Tools' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the tool widgets', () => {
  it('are the spec’s four, each admin-only, with a category of testing or verification', () => {
    expect(TOOL_WIDGETS.map((widget) => widget.name)).toEqual(ALL_TOOLS);
    expect(TOOL_WIDGETS.every((widget) => widget.requiredAccess === 'admin')).toBe(true);
    expect(TOOL_WIDGETS.find((widget) => widget.name === 'Steam Achievement Verifier')?.category).toBe('verification');
  });

  it('are searched by name, description and category, in any case, ignoring the spaces around', () => {
    const names = (search: string) => searchWidgets(TOOL_WIDGETS, search).map((widget) => widget.name);
    expect(names('  EMAIL ')).toEqual(['Email Tester']);
    expect(names('openapi')).toEqual(['API Explorer']);
    expect(names('Verification')).toEqual(['Steam Achievement Verifier']);
    expect(names('')).toEqual(ALL_TOOLS);
    expect(names('quantum')).toEqual([]);
  });
});

describe('the tool grid', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows an admin all four tools, each with its description and category', async () => {
    server = serveApi(signInAs(admin));
    renderWithApp(<ToolGrid />);

    expect(await screen.findByRole('list', { name: 'Tools' })).toBeInTheDocument();
    expect(toolNames()).toEqual(ALL_TOOLS);
    const email = screen.getByRole('button', { name: 'Email Tester' });
    expect(email).toHaveAccessibleDescription(/Preview every e-mail the platform sends/);
    const steamCard = screen.getByRole('button', { name: 'Steam Achievement Verifier' }).closest('li')!;
    expect(within(steamCard).getByText('Verification')).toBeInTheDocument();
    expect(screen.queryByText(/No tools are available/)).not.toBeInTheDocument();
  });

  it.each([
    ['a developer', buildUser({ isDeveloper: true })],
    ['a user', buildUser()],
  ])('shows %s no tools, and says none are open at their level', async (_who, user) => {
    server = serveApi(signInAs(user));
    renderWithApp(<ToolGrid />);

    expect(await screen.findByText('No tools are available at your access level yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tools' })).not.toBeInTheDocument();
    for (const name of ALL_TOOLS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search tools' })).not.toBeInTheDocument();
  });

  it('offers no tools to an admin’s observer session, which acts as the observed user', async () => {
    server = serveApi(signInAs(buildUser(), true));
    renderWithApp(<ToolGrid />);
    expect(await screen.findByText(/not available while you observe another account/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tools' })).not.toBeInTheDocument();
  });

  it('filters as the admin types, and names the search that found nothing', async () => {
    server = serveApi(signInAs(admin));
    renderWithApp(<ToolGrid />);
    const search = await screen.findByRole('searchbox', { name: 'Search tools' });

    await userEvent.type(search, 'TESTER');
    expect(toolNames()).toEqual(['Notification Tester', 'Email Tester']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 tools match');

    await userEvent.clear(search);
    await userEvent.type(search, 'verification');
    expect(toolNames()).toEqual(['Steam Achievement Verifier']);

    await userEvent.clear(search);
    await userEvent.type(search, 'blockchain');
    expect(screen.getByText('No widgets found matching "blockchain"')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tools' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    expect(toolNames()).toEqual(ALL_TOOLS);
  });

  it('opens a tool in a dialog with the focus inside it, and Escape closes it back onto its card', async () => {
    server = serveApi(signInAs(admin));
    renderWithApp(<ToolGrid />);
    const card = await screen.findByRole('button', { name: 'API Explorer' });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');

    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'API Explorer' });
    const frame = within(dialog).getByTitle('API Explorer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${API_DOCS_PATH}/`);
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', `${API_DOCS_PATH}/`);
    expect(within(dialog).getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute('href', `${API_DOCS_PATH}/json`);
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());
  });
});
