import { WALLET_PATHS } from '@arcana/shared';
import type { TWalletNonceResponse } from '@arcana/shared/schemas';
import { api } from '../../api/api';

/** A mutation, not a query: every call issues a new single-use nonce, nothing to cache or share. */
export const walletNonceApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestWalletNonce: build.mutation<TWalletNonceResponse, void>({ query: () => ({ url: WALLET_PATHS.nonce, method: 'POST' }) }),
  }),
});

export const { useRequestWalletNonceMutation } = walletNonceApi;
