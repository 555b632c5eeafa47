import { fillPath, PLAYER_LINK_PATHS } from '@arcana/shared';
import type { TLinkCodePreview, TMessageResponse, TPlayerLink } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** A game's players linked to this account (docs/product-rules.md "Game servers and keys"). */
export const playerLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPlayerLinks: build.query<TPlayerLink[], void>({ query: () => PLAYER_LINK_PATHS.mine, providesTags: ['PlayerLinks'] }),
    /** Which project a code is from, before the player agrees: nothing is spent. */
    previewLinkCode: build.mutation<TLinkCodePreview, string>({
      query: (code) => ({ url: PLAYER_LINK_PATHS.preview, method: 'POST', body: { code } }),
    }),
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

export const { useMyPlayerLinksQuery, usePreviewLinkCodeMutation, useLinkPlayerMutation, useUnlinkPlayerMutation } = playerLinksApi;
