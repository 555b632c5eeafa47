import { fillPath, OVERLAY_PATHS } from '@arcana/shared';
import type { TMessageResponse, TOverlay, TOverlayAddress, TOverlaySettingsPatch, TOverlayTestBody } from '@arcana/shared/schemas';
import { api } from '../../api/api';
import type { AppStore } from '../../state/store';

const at = (path: string, projectId: string) => fillPath(path, { projectId });
/** A control of the queue: a POST whose answer says what happened, and the waiting count changes. */
const control = (path: string) => (projectId: string) => ({ url: at(path, projectId), method: 'POST' });

/**
 * A project's stream overlay, for its creator (docs/product-rules.md "Stream overlay"): its state, its
 * secret address (asked for only when revealed), its settings and the queue's controls.
 */
export const overlaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    overlay: build.query<TOverlay, string>({
      query: (projectId) => at(OVERLAY_PATHS.overlay, projectId),
      providesTags: (_overlay, _error, projectId) => [{ type: 'Overlay', id: projectId }],
    }),
    changeOverlay: build.mutation<TOverlay, TOverlaySettingsPatch & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: at(OVERLAY_PATHS.overlay, projectId), method: 'PATCH', body }),
      async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(overlaysApi.util.upsertQueryData('overlay', projectId, data));
      },
    }),
    overlayAddress: build.query<TOverlayAddress, string>({
      query: (projectId) => at(OVERLAY_PATHS.address, projectId),
      // A secret: not kept once the panel that showed it is gone.
      keepUnusedDataFor: 0,
    }),
    newOverlayAddress: build.mutation<TOverlayAddress, string>({
      query: control(OVERLAY_PATHS.address),
      async onQueryStarted(projectId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(overlaysApi.util.upsertQueryData('overlayAddress', projectId, data));
        dispatch(overlaysApi.util.invalidateTags([{ type: 'Overlay', id: projectId }]));
      },
    }),
    testAlert: build.mutation<TMessageResponse, { projectId: string } & TOverlayTestBody>({
      query: ({ projectId, ...body }) => ({ url: at(OVERLAY_PATHS.test, projectId), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { projectId }) => [{ type: 'Overlay', id: projectId }],
    }),
    skipAlert: build.mutation<TMessageResponse, string>({
      query: control(OVERLAY_PATHS.skip),
      invalidatesTags: (_answer, _error, projectId) => [{ type: 'Overlay', id: projectId }],
    }),
    replayAlert: build.mutation<TMessageResponse, string>({
      query: control(OVERLAY_PATHS.replay),
      invalidatesTags: (_answer, _error, projectId) => [{ type: 'Overlay', id: projectId }],
    }),
    clearAlerts: build.mutation<TMessageResponse, string>({
      query: control(OVERLAY_PATHS.clear),
      invalidatesTags: (_answer, _error, projectId) => [{ type: 'Overlay', id: projectId }],
    }),
  }),
});

export const {
  useOverlayQuery,
  useChangeOverlayMutation,
  useLazyOverlayAddressQuery,
  useNewOverlayAddressMutation,
  useTestAlertMutation,
  useSkipAlertMutation,
  useReplayAlertMutation,
  useClearAlertsMutation,
} = overlaysApi;

/** A page of the project's overlay connected or went away: the dashboard's light follows at once. */
export function putOverlayPresence(
  { dispatch }: Pick<AppStore, 'dispatch'>,
  { projectId, connected }: { projectId: string; connected: boolean },
) {
  dispatch(
    overlaysApi.util.updateQueryData('overlay', projectId, (overlay) => {
      overlay.connected = connected;
    }),
  );
}
