import { getInstructionsFromCompiledTransactionMessage, getU32Decoder, getU64Decoder, type CompiledTransactionMessage } from '@solana/kit';
import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from './fake-solana-programs';
import { dataSize, rentExemptMinimum, type LedgerAccount } from './fake-solana-ledger';

const LAMPORTS_PER_SIGNATURE = 5000;
const MAX_COMPUTE_UNITS = 1_400_000;
/** The limit a transaction gets per instruction when it sets none. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

/** Mainnet's fee: 5,000 lamports a signature, plus the priority fee (micro-lamports per unit × the unit limit). */
export function transactionFee(message: CompiledTransactionMessage): number {
  const instructions = getInstructionsFromCompiledTransactionMessage(message);
  const budget = instructions.filter((instruction) => instruction.programAddress === COMPUTE_BUDGET_PROGRAM_ADDRESS);
  let unitLimit = Math.min(MAX_COMPUTE_UNITS, DEFAULT_UNITS_PER_INSTRUCTION * (instructions.length - budget.length));
  let microLamportsPerUnit = 0n;
  for (const { data } of budget) {
    if (data?.[0] === SET_COMPUTE_UNIT_LIMIT && data.length === 5) unitLimit = Math.min(MAX_COMPUTE_UNITS, getU32Decoder().decode(data, 1));
    if (data?.[0] === SET_COMPUTE_UNIT_PRICE && data.length === 9) microLamportsPerUnit = getU64Decoder().decode(data, 1);
  }
  const priorityFee = (microLamportsPerUnit * BigInt(unitLimit) + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * message.header.numSignerAccounts + Number(priorityFee);
}

type RentState = 'none' | 'exempt' | 'paying';

const rentState = (account: LedgerAccount | undefined): RentState =>
  !account || account.lamports === 0 ? 'none' : account.lamports >= rentExemptMinimum(dataSize(account)) ? 'exempt' : 'paying';

/**
 * The runtime's rent rule: an account may end a transaction empty or rent-exempt, but not newly
 * below the exemption (a wallet left with, say, 0.0005 SOL), which mainnet refuses as InsufficientFundsForRent.
 */
export function rentStateAllowed(before: LedgerAccount | undefined, after: LedgerAccount | undefined): boolean {
  if (rentState(after) !== 'paying') return true;
  return rentState(before) === 'paying' && dataSize(before!) === dataSize(after!) && after!.lamports <= before!.lamports;
}
