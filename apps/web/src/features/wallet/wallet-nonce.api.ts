import { fillPath, WALLET_PATHS } from '@arcana/shared';
import type { TLinkWalletBody, TMessageResponse, TWalletNonceResponse } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** A mutation, not a query: every call issues a new single-use nonce, nothing to cache or share. */
export const walletNonceApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestWalletNonce: build.mutation<TWalletNonceResponse, void>({ query: () => ({ url: WALLET_PATHS.nonce, method: 'POST' }) }),
    /** The same, for a project's payout wallet: its message names the project. */
    requestPayoutNonce: build.mutation<TWalletNonceResponse, string>({
      query: (projectId) => ({ url: fillPath(WALLET_PATHS.payoutNonce, { projectId }), method: 'POST' }),
    }),
    setPayoutWallet: build.mutation<TMessageResponse, TLinkWalletBody & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: fillPath(WALLET_PATHS.payoutWallet, { projectId }), method: 'PUT', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Projects']),
    }),
    clearPayoutWallet: build.mutation<TMessageResponse, string>({
      query: (projectId) => ({ url: fillPath(WALLET_PATHS.payoutWallet, { projectId }), method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Projects']),
    }),
  }),
});

export const { useRequestWalletNonceMutation, useRequestPayoutNonceMutation, useSetPayoutWalletMutation, useClearPayoutWalletMutation } =
  walletNonceApi;
