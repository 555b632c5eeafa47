import { getU32Decoder, getU64Decoder } from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  accountsAt,
  creditAccount,
  debitWallet,
  fail,
  requireSigner,
  type InstructionContext,
  type Program,
} from './fake-solana-instruction';
import { runAssociatedTokenProgram, runTokenProgram } from './fake-solana-token-programs';

/** The programs the fake ledger runs, by address; a transaction calling any other is refused as mainnet refuses a missing program. */

export const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111';
export const COMPUTE_BUDGET_PROGRAM_ADDRESS = 'ComputeBudget111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;

function runSystemProgram(context: InstructionContext) {
  const { data } = context;
  if (data.length !== 12 || getU32Decoder().decode(data) !== SYSTEM_TRANSFER) {
    fail('InvalidInstructionData', 'the fake ledger runs only the System program’s Transfer');
  }
  const lamports = Number(getU64Decoder().decode(data, 4));
  const [from, to] = accountsAt(context, 2);
  debitWallet(context, from!, lamports, 'ReadonlyLamportChange');
  creditAccount(context, to!, lamports);
}

/** Its limits and price matter only to the fee, which the transaction works out before anything runs. */
function runComputeBudgetProgram(context: InstructionContext) {
  if (context.data.length === 0 || context.data[0]! > 4) fail('InvalidInstructionData');
}

/** The Memo program: any UTF-8 text, and every account it lists must have signed. */
function runMemoProgram(context: InstructionContext) {
  context.metas.forEach(requireSigner);
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(context.data as Uint8Array);
  } catch {
    fail('InvalidInstructionData');
  }
  context.logs.push(`Program log: Memo (len ${context.data.length}): ${JSON.stringify(text)}`);
}

export const PROGRAMS: Record<string, Program> = {
  [SYSTEM_PROGRAM_ADDRESS]: runSystemProgram,
  [COMPUTE_BUDGET_PROGRAM_ADDRESS]: runComputeBudgetProgram,
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: runMemoProgram,
  Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo: runMemoProgram,
  [TOKEN_PROGRAM_ADDRESS]: runTokenProgram,
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: runAssociatedTokenProgram,
};
