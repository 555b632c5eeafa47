import { WALLET_PATHS } from '@arcana/shared';
import type {
  TConfirmUsdtTransferBody,
  TLinkWalletBody,
  TPreparedUsdtTransfer,
  TUsdtTransfer,
  TUsdtTransferBody,
  TUnlinkWalletBody,
  TUsdtTransferList,
  TWalletBalances,
  TWalletLinkResponse,
} from '@arcana/shared/schemas';
import { api, postTo } from '../../api/api';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The notification each causes reaches the bell over the realtime link (realtime/listen.ts).
    linkWallet: build.mutation<TWalletLinkResponse, TLinkWalletBody>({
      query: (body) => ({ url: WALLET_PATHS.link, method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    unlinkWallet: build.mutation<TWalletLinkResponse, TUnlinkWalletBody>({
      query: (body) => ({ url: WALLET_PATHS.unlink, method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    walletBalances: build.query<TWalletBalances, string>({
      query: (publicKey) => WALLET_PATHS.balances.replace(':publicKey', encodeURIComponent(publicKey)),
      providesTags: ['Wallet'],
    }),
    usdtTransfers: build.query<TUsdtTransferList, void>({ query: () => WALLET_PATHS.usdtTransfers, providesTags: ['Wallet'] }),
    prepareUsdtTransfer: build.mutation<TPreparedUsdtTransfer, TUsdtTransferBody>({ query: postTo(WALLET_PATHS.transferUsdt) }),
    /** Answers the transfer as the server has it: `confirmed`, or `submitted` while the network has not said yet. */
    confirmUsdtTransfer: build.mutation<TUsdtTransfer, TConfirmUsdtTransferBody>({
      query: postTo(WALLET_PATHS.confirmUsdtTransfer),
      // A donation's receipt is one of the transfers.
      invalidatesTags: ['Wallet', 'Donations'],
    }),
  }),
});

export const {
  useLinkWalletMutation,
  useUnlinkWalletMutation,
  useWalletBalancesQuery,
  useUsdtTransfersQuery,
  usePrepareUsdtTransferMutation,
  useConfirmUsdtTransferMutation,
} = walletApi;
