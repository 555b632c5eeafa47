import { fillPath, PROFILE_PATHS } from '@arcana/shared';
import type { TMyProfile, TMyProfileBody, TPublicProfile } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** A collector's public profile: its owner's choices, and the profile for anyone (docs/product-rules.md "Public profiles"). */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Read again when the collection changes (a shown card spent) or the username does (its address).
    myProfile: build.query<TMyProfile, void>({ query: () => PROFILE_PATHS.mine, providesTags: ['Collectibles', 'User'] }),
    changeMyProfile: build.mutation<TMyProfile, TMyProfileBody>({
      query: (body) => ({ url: PROFILE_PATHS.mine, method: 'PATCH', body }),
      // Its owner's own look at the profile is read again after a change.
      invalidatesTags: ['PublicProfile'],
      // Public or private shows at once, and goes back if the server refuses.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const shown = body.public;
        const optimistic =
          shown === undefined
            ? null
            : dispatch(profilesApi.util.updateQueryData('myProfile', undefined, (profile) => void (profile.public = shown)));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profilesApi.util.upsertQueryData('myProfile', undefined, data));
        else optimistic?.undo();
      },
    }),
    publicProfile: build.query<TPublicProfile, string>({
      query: (username) => fillPath(PROFILE_PATHS.profile, { username }),
      providesTags: ['PublicProfile'],
    }),
  }),
});

export const { useMyProfileQuery, useChangeMyProfileMutation, usePublicProfileQuery } = profilesApi;
