import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, PLAY_PATHS } from '@arcana/shared';
import type { TPlay, TPlayQueue } from '@arcana/shared/schemas';
import { serveApi } from '../../../test-api';
import { renderInApp } from '../../../test-render';
import { buildPlay, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { PlayQueuePanel } from './PlayQueuePanel';

configure({ asyncUtilTimeout: 5_000 });

const path = (template: string, params: Record<string, string>) => `${API_PREFIX}${fillPath(template, params)}`;
const terms = { reusable: false, cooldownSeconds: 0, liveOnly: false };
const playOf = (id: string, collector: string, overrides: Partial<TPlay> = {}) =>
  buildPlay({ id, requestId: `r-${id}`, card: { ...buildPlay().card, id: `k-${id}` }, collector, ...overrides });

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('the streamer’s queue of plays', () => {
  it(
    'approves by button and by key, refuses with a reason, marks a challenge done, and saves its settings',
    async () => {
      const challenge = playOf('c', 'nova_fan', {
        state: 'on_stream',
        action: { kind: 'challenge', text: 'Play one-handed', ...terms },
      });
      let queue: TPlayQueue = {
        projectId: 'p1',
        settings: { paused: false, autoApproveFrom: null, blockedWords: [] },
        waiting: [playOf('1', 'pixelfan'), playOf('2', 'ada')],
        onStream: [challenge],
        counts: { waiting: 2, onStream: 1, doneToday: 4 },
      };
      const posted: string[] = [];
      const move = (id: string) => async (_url: URL, request: Request) => {
        posted.push(`${new URL(request.url).pathname} ${await request.text()}`);
        queue = { ...queue, waiting: queue.waiting.filter((play) => play.id !== id) };
        return playOf(id, 'x');
      };
      server = serveApi({
        [`GET ${path(PLAY_PATHS.queue, { projectId: 'p1' })}`]: () => queue,
        [`GET ${path(PLAY_PATHS.history, { projectId: 'p1' })}`]: () => [],
        [`POST ${path(PLAY_PATHS.approve, { playId: '1' })}`]: move('1'),
        [`POST ${path(PLAY_PATHS.refuse, { playId: '2' })}`]: move('2'),
        [`POST ${path(PLAY_PATHS.done, { playId: 'c' })}`]: move('c'),
        [`PATCH ${path(PLAY_PATHS.settings, { projectId: 'p1' })}`]: async (_url, request) => ({
          ...queue.settings,
          ...((await request.json()) as object),
        }),
      });
      renderInApp(<PlayQueuePanel projectId="p1" />);
      expect(await screen.findByRole('status')).toHaveTextContent('2 plays waiting · 1 on stream · 4 done today');
      const waiting = screen.getByRole('list', { name: 'Plays waiting, oldest first' });
      expect(
        within(waiting)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['pixelfan plays Star Wand', 'ada plays Star Wand']);

      // The key A, with the queue focused, approves the oldest.
      within(waiting).getAllByRole('button', { name: 'Approve' })[0]!.focus();
      await userEvent.keyboard('a');
      await waitFor(() => expect(posted).toEqual([`${path(PLAY_PATHS.approve, { playId: '1' })} `]));
      await waitFor(() => expect(within(waiting).getAllByRole('listitem')).toHaveLength(1));

      await userEvent.click(within(waiting).getByRole('button', { name: 'Refuse…' }));
      await userEvent.type(screen.getByRole('textbox', { name: /Why, for the player/ }), 'Not now');
      await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
      await waitFor(() => expect(posted[1]).toBe(`${path(PLAY_PATHS.refuse, { playId: '2' })} {"reason":"Not now"}`));

      await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
      await waitFor(() => expect(posted[2]).toContain(path(PLAY_PATHS.done, { playId: 'c' })));

      await userEvent.click(screen.getByRole('switch', { name: /Pause plays/ }));
      await waitFor(() => expect(server!.callsTo(path(PLAY_PATHS.settings, { projectId: 'p1' }))).toHaveLength(1));
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
