import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import StreamerPanel from './StreamerPanel';
import { STREAMERS } from './streamer-roster';

describe('the streamer panel', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('says the spec’s words, shows three gacha prizes and the three social marks', () => {
    render(<StreamerPanel turn={0} hidden={false} onLater={() => undefined} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Be the first to get my new collection!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nova Lumen, virtual streamer' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Charm|Wand|Tome/ })).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Nova Lumen streams on' })).toHaveTextContent('DiscordTwitchOBS');
    // Its OBS mark leads a streamer to how the draws go on stream.
    expect(screen.getByRole('link', { name: 'OBS: show your draws on stream' })).toHaveAttribute('href', '/stream-overlay');
  });

  it('goes round its three streamers by turn', () => {
    const names = [0, 1, 2, 3].map((turn) => {
      const { unmount } = render(<StreamerPanel turn={turn} hidden={false} onLater={() => undefined} />, { wrapper: MemoryRouter });
      const name = screen.getByRole('heading').textContent;
      unmount();
      return name;
    });
    expect(STREAMERS).toHaveLength(3);
    expect(names).toEqual(['Nova Lumen', 'Kit Ember', 'Byte Rex', 'Nova Lumen']);
  });

  it('only logs on I want it!, and asks to be put away on Maybe later', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const onLater = vi.fn();
    render(<StreamerPanel turn={1} hidden={false} onLater={onLater} />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'I want it!' }));
    expect(info).toHaveBeenCalledWith("I want it! (Kit Ember's collection)");
    expect(onLater).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(onLater).toHaveBeenCalledOnce();
    info.mockRestore();
  });
});

describe('the streamer panel where room is short', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits as a chip, opens into the panel, and folds back with the focus on the chip', async () => {
    const real = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query.includes('max-width: 71.99em') }));
    render(<StreamerPanel turn={0} hidden={false} onLater={() => undefined} />, { wrapper: MemoryRouter });
    const chip = screen.getByRole('button', { name: 'Nova Lumen is live' });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Be the first to get my new collection!')).toBeNull();

    await userEvent.click(chip);
    expect(screen.getByText('Be the first to get my new collection!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Nova Lumen' }));
    // The focus comes back once the fold's transition ends: on a busy two-core host, past waitFor's 1 s default.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Nova Lumen is live' })).toHaveFocus(), { timeout: 5_000 });
  });
});
