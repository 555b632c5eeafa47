export { useWallet } from './useWallet';
