export { DrawProofValues } from './DrawProof';
export { proofPath, spacedCode } from './proof-code';
export { SeedChainHead } from './SeedChainHead';
