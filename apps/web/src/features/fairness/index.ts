export { DrawProofValues } from './DrawProof';
