import { fillPath, PLAYER_LINK_PATHS } from '@arcana/shared';
import type { TMessageResponse, TPlayerLink } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** A game's players linked to this account (docs/product-rules.md "Game servers and keys"). */
export const playerLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPlayerLinks: build.query<TPlayerLink[], void>({ query: () => PLAYER_LINK_PATHS.mine, providesTags: ['PlayerLinks'] }),
    linkPlayer: build.mutation<TPlayerLink, string>({
      query: (code) => ({ url: PLAYER_LINK_PATHS.redeem, method: 'POST', body: { code } }),
      invalidatesTags: ['PlayerLinks'],
    }),
    unlinkPlayer: build.mutation<TMessageResponse, string>({
      query: (linkId) => ({ url: fillPath(PLAYER_LINK_PATHS.mineOne, { linkId }), method: 'DELETE' }),
      invalidatesTags: ['PlayerLinks'],
    }),
  }),
});

export const { useMyPlayerLinksQuery, useLinkPlayerMutation, useUnlinkPlayerMutation } = playerLinksApi;
