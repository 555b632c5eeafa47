export { useWallet } from './useWallet';
export { DonateButton } from './DonateButton';
export { useProvePayoutWallet } from './useProvePayoutWallet';
export { getPhantom, isUserRejection, signIssuedMessage, WALLET_TEXT } from './phantom';
export { usePreparedPayment, type PaymentOutcome } from './send-usdt/usePreparedPayment';
