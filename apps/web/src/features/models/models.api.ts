import { fillPath, SHARE_PATHS } from '@arcana/shared';
import { api } from '../../api/api';

/**
 * A card's own 3D model, for its owner: fetched with the session's token and handed to the viewer as a
 * blob's address, which is let go when no viewer shows it any more.
 */
export const modelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    cardModel: build.query<string, string>({
      query: (cardId) => ({
        url: fillPath(SHARE_PATHS.cardModel, { cardId }),
        // A refusal is the API's JSON error, read as every other.
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_cardId, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
  }),
});

export const { useCardModelQuery } = modelsApi;
