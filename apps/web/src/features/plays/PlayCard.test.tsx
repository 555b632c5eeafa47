import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, PLAY_MESSAGES, PLAY_PATHS } from '@arcana/shared';
import type { TCardPlayability, TPlay } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { renderInApp } from '../../test-render';
import { buildPlay, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { PlayCard } from './PlayCard';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const statePath = `${API_PREFIX}${fillPath(PLAY_PATHS.card, { cardId: 'k1' })}`;
const action = { kind: 'sound', sound: 'air-horn', reusable: false, cooldownSeconds: 0, liveOnly: true } as const;
const playable = (overrides: Partial<TCardPlayability> = {}): TCardPlayability => ({
  action,
  play: null,
  spent: false,
  cooldownSeconds: 0,
  paused: false,
  listed: false,
  ...overrides,
});
const waitingPlay = (message: string): TPlay => buildPlay({ action, message });

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('playing a card on stream', () => {
  it(
    'sends the message with one request id, then follows the play’s state',
    async () => {
      let state = playable();
      const sent: unknown[] = [];
      server = serveApi({
        [`GET ${statePath}`]: () => state,
        [`POST ${API_PREFIX}${PLAY_PATHS.plays}`]: async (_url, request) => {
          const body = (await request.json()) as { message: string };
          sent.push(body);
          if (body.message.includes('boo'))
            return jsonResponse(400, { error: PLAY_MESSAGES.blockedWord('boo'), code: 'PLAY_BLOCKED_WORD' });
          state = playable({ play: waitingPlay(body.message) });
          return jsonResponse(201, state.play);
        },
      });
      renderInApp(<PlayCard cardId="k1" cardName="Star Wand" />);
      expect(await screen.findByRole('heading', { name: 'On stream: Sound: Air horn' })).toBeInTheDocument();
      expect(screen.getByText('Spent when played, only while the channel is live')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Play on stream' }));
      const field = await screen.findByRole('textbox', { name: /Your message for the stream/ });
      await userEvent.type(field, 'boo hiss');
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('“boo” is not allowed on this stream');

      await userEvent.clear(field);
      await userEvent.type(field, 'Horn for the win');
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByTestId('play-state')).toHaveTextContent('Waiting for the streamer');
      expect(screen.getByText('“Horn for the win”')).toBeInTheDocument();
      // The retry after a refusal is the same asking: the same request id.
      const [first, second] = sent as Array<{ requestId: string; cardId: string }>;
      expect(second).toMatchObject({ cardId: 'k1', message: 'Horn for the win', requestId: first!.requestId });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Play on stream' })).toBeDisabled());
      expect(screen.getByText(PLAY_MESSAGES.inPlay)).toBeInTheDocument();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'says why a spent card cannot be played, and shows nothing for a card without an action',
    async () => {
      server = serveApi({ [`GET ${statePath}`]: () => playable({ spent: true }) });
      const view = renderInApp(<PlayCard cardId="k1" cardName="Star Wand" />);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Play on stream' })).toBeDisabled());
      expect(screen.getByRole('button', { name: 'Play on stream' })).toHaveAccessibleDescription(PLAY_MESSAGES.spent);
      view.unmount();
      server.restore();

      server = serveApi({ [`GET ${statePath}`]: () => playable({ action: undefined }) });
      renderInApp(<PlayCard cardId="k1" cardName="Star Wand" />);
      await waitFor(() => expect(server!.callsTo(statePath)).toHaveLength(1));
      expect(screen.queryByRole('button', { name: 'Play on stream' })).not.toBeInTheDocument();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
