import { fillPath, PLAY_PATHS } from '@arcana/shared';
import type {
  TCardPlayability,
  TDockAddress,
  TPlay,
  TPlayBody,
  TPlayHistoryQuery,
  TPlayQueue,
  TPlayQueueSettings,
  TPlayQueueSettingsPatch,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';
import type { AppStore } from '../../state/store';

const queueTag = (projectId: string) => [{ type: 'PlayQueue' as const, id: projectId }];
/** A streamer's move on a play: the answer is the play; the queue is read again. */
const decide = (path: string) => (playId: string) => ({ url: fillPath(path, { playId }), method: 'POST' });

/**
 * Cards played on stream (docs/product-rules.md "Playing cards"): a collector's card and its plays,
 * and a project's queue for its streamer. Every move of a play reaches both over the realtime link
 * (`playChanged`), which reads the card and the queue again.
 */
export const playsApi = api.injectEndpoints({
  endpoints: (build) => ({
    cardPlayability: build.query<TCardPlayability, string>({
      query: (cardId) => fillPath(PLAY_PATHS.card, { cardId }),
      providesTags: (_state, _error, cardId) => [{ type: 'Plays', id: cardId }],
    }),
    playCard: build.mutation<TPlay, TPlayBody>({
      query: (body) => ({ url: PLAY_PATHS.plays, method: 'POST', body }),
      invalidatesTags: (_play, _error, { cardId }) => [{ type: 'Plays', id: cardId }],
    }),
    playQueue: build.query<TPlayQueue, string>({
      query: (projectId) => fillPath(PLAY_PATHS.queue, { projectId }),
      providesTags: (_queue, _error, projectId) => queueTag(projectId),
    }),
    playHistory: build.query<TPlay[], TPlayHistoryQuery & { projectId: string }>({
      query: ({ projectId, ...params }) => ({ url: fillPath(PLAY_PATHS.history, { projectId }), params }),
      providesTags: (_plays, _error, { projectId }) => queueTag(projectId),
    }),
    changePlayQueue: build.mutation<TPlayQueueSettings, TPlayQueueSettingsPatch & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: fillPath(PLAY_PATHS.settings, { projectId }), method: 'PATCH', body }),
      async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            playsApi.util.updateQueryData('playQueue', projectId, (queue) => {
              queue.settings = data;
            }),
          );
      },
    }),
    approvePlay: build.mutation<TPlay, { playId: string; projectId: string }>({
      query: ({ playId }) => decide(PLAY_PATHS.approve)(playId),
      invalidatesTags: (_play, _error, { projectId }) => queueTag(projectId),
    }),
    refusePlay: build.mutation<TPlay, { playId: string; projectId: string; reason: string }>({
      query: ({ playId, reason }) => ({ ...decide(PLAY_PATHS.refuse)(playId), body: { reason } }),
      invalidatesTags: (_play, _error, { projectId }) => queueTag(projectId),
    }),
    markPlayDone: build.mutation<TPlay, { playId: string; projectId: string }>({
      query: ({ playId }) => decide(PLAY_PATHS.done)(playId),
      invalidatesTags: (_play, _error, { projectId }) => queueTag(projectId),
    }),
    dockAddress: build.query<TDockAddress, string>({
      query: (projectId) => fillPath(PLAY_PATHS.dockAddress, { projectId }),
      // A secret: not kept once the panel that showed it is gone.
      keepUnusedDataFor: 0,
    }),
    newDockAddress: build.mutation<TDockAddress, string>({
      query: (projectId) => ({ url: fillPath(PLAY_PATHS.dockAddress, { projectId }), method: 'POST' }),
      async onQueryStarted(projectId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(playsApi.util.upsertQueryData('dockAddress', projectId, data));
      },
    }),
  }),
});

export const {
  useCardPlayabilityQuery,
  usePlayCardMutation,
  usePlayQueueQuery,
  usePlayHistoryQuery,
  useChangePlayQueueMutation,
  useApprovePlayMutation,
  useRefusePlayMutation,
  useMarkPlayDoneMutation,
  useLazyDockAddressQuery,
  useNewDockAddressMutation,
} = playsApi;

/** A play moved on (here, in another tab, by its streamer): its card's panel and every queue read it again. */
export function putPlay({ dispatch }: Pick<AppStore, 'dispatch'>, play: TPlay) {
  dispatch(playsApi.util.invalidateTags([{ type: 'Plays', id: play.card.id }, 'PlayQueue']));
}
