import { FAIRNESS_PROOF_QUERY } from '@arcana/shared';

/** Where a draw's proof is read, by its verification code. */
export const proofPath = (code: string) => `/fairness?${FAIRNESS_PROOF_QUERY}=${code}`;

/** Read off a stream, or a reveal, in two halves: `7KQ2 M9XD`. */
export const spacedCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;
