export { useWallet } from './useWallet';
export { DonateButton } from './DonateButton';
export { useProvePayoutWallet } from './useProvePayoutWallet';
