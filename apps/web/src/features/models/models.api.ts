import { fillPath, SHARE_PATHS } from '@arcana/shared';
import { api } from '../../api/api';

/**
 * A private picture of the owner's card, fetched with the session's token and handed on as a blob's
 * address, which is let go when nothing shows it any more.
 */
const ownPicture = (path: string) => ({
  query: (cardId: string) => ({
    url: fillPath(path, { cardId }),
    // A refusal is the API's JSON error, read as every other.
    responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
  }),
  keepUnusedDataFor: 0,
  async onCacheEntryAdded(
    _cardId: string,
    { cacheDataLoaded, cacheEntryRemoved }: { cacheDataLoaded: Promise<{ data: string }>; cacheEntryRemoved: Promise<void> },
  ) {
    const loaded = await cacheDataLoaded.catch(() => null);
    await cacheEntryRemoved;
    if (loaded) URL.revokeObjectURL(loaded.data);
  },
});

/** A card's own 3D model and its face alone (the collection room's), for its owner (docs/product-rules.md "Cards in 3D and shared"). */
export const modelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    cardModel: build.query<string, string>(ownPicture(SHARE_PATHS.cardModel)),
    cardFace: build.query<string, string>(ownPicture(SHARE_PATHS.cardFace)),
  }),
});

export const { useCardModelQuery } = modelsApi;
