import { WALLET_PATHS } from '@arcana/shared';
import type { TLinkWalletBody, TWalletLinkResponse } from '@arcana/shared/schemas';
import { api } from './api';

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
  }),
});

export const { useLinkWalletMutation, useUnlinkWalletMutation } = walletApi;
