import { CARD_PATHS, WALLET_PATHS } from '@arcana/shared';
import type { TCard, TCollectBody, TLinkWalletBody, TWalletLinkResponse } from '@arcana/shared/schemas';
import { api } from './api';

/** A card shown while its collect call is in flight (spec part 1 §4 "Card collection"). */
export function collectingPlaceholder(publicKey: string, requestId: string): TCard {
  const now = new Date().toISOString();
  return {
    id: `pending-${requestId}`,
    name: 'Collecting...',
    description: '',
    image: '⏳',
    rarity: 'common',
    type: 'warrior',
    power: 0,
    defense: 0,
    mintDate: now,
    collectedAt: now,
    publicKey,
  };
}

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    linkWallet: build.mutation<TWalletLinkResponse, TLinkWalletBody>({
      query: (body) => ({ url: WALLET_PATHS.link, method: 'POST', body }),
      invalidatesTags: ['User', 'Notifications', 'UnreadCount'],
    }),
    unlinkWallet: build.mutation<TWalletLinkResponse, void>({
      query: () => ({ url: WALLET_PATHS.unlink, method: 'POST', body: {} }),
      invalidatesTags: ['User', 'Notifications', 'UnreadCount'],
    }),
    myCollectibles: build.query<TCard[], void>({ query: () => CARD_PATHS.mine, providesTags: ['Collectibles'] }),
    collect: build.mutation<TCard, TCollectBody>({
      query: (body) => ({ url: CARD_PATHS.collect, method: 'POST', body }),
      invalidatesTags: ['Notifications', 'UnreadCount'],
      // The placeholder shows at once; the server's card replaces it, or it goes on failure.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const placeholder = collectingPlaceholder(body.publicKey, body.requestId);
        const patch = dispatch(walletApi.util.updateQueryData('myCollectibles', undefined, (cards) => void cards.unshift(placeholder)));
        try {
          const { data } = await queryFulfilled;
          dispatch(
            walletApi.util.updateQueryData('myCollectibles', undefined, (cards) => {
              const at = cards.findIndex((c) => c.id === placeholder.id);
              if (at >= 0) cards.splice(at, 1, data);
              else if (!cards.some((c) => c.id === data.id)) cards.unshift(data);
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useLinkWalletMutation, useUnlinkWalletMutation, useMyCollectiblesQuery, useCollectMutation } = walletApi;
