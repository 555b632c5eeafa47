import { getBase58Decoder, getU64Decoder, type AccountMeta, type Instruction } from '@solana/kit';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { SYSTEM_PROGRAM_ADDRESS } from './fake-solana-programs';
import { uiTokenAmount } from './fake-solana-token-amount';

/**
 * Instructions as getTransaction's jsonParsed encoding shows them: mainnet's parsers for the
 * programs the fake runs (spl-token, spl-associated-token-account, system, spl-memo), and the raw
 * form for the rest (the Compute Budget program has no parser on mainnet either).
 */

type Parsed = { program: string; parsed: unknown };
type Parser = (keys: string[], data: Uint8Array) => Parsed | null;

const MEMO_PROGRAMS = ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'];
const TRANSFER = 3;
const TRANSFER_CHECKED = 12;

const parseToken: Parser = ([source, second, third, fourth], data) => {
  if (data[0] === TRANSFER && data.length === 9) {
    const { amount } = getTransferInstructionDataDecoder().decode(data);
    return {
      program: 'spl-token',
      parsed: { info: { amount: amount.toString(), authority: third, destination: second, source }, type: 'transfer' },
    };
  }
  if (data[0] === TRANSFER_CHECKED && data.length === 10) {
    const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(data);
    const info = { authority: fourth, destination: third, mint: second, source, tokenAmount: uiTokenAmount(amount, decimals) };
    return { program: 'spl-token', parsed: { info, type: 'transferChecked' } };
  }
  return null;
};

const parseAssociatedToken: Parser = ([source, account, wallet, mint, systemProgram, tokenProgram], data) => {
  if (data.length > 1 || (data[0] ?? 0) > 1) return null;
  const info = { account, mint, source, systemProgram, tokenProgram, wallet };
  return { program: 'spl-associated-token-account', parsed: { info, type: data[0] === 1 ? 'createIdempotent' : 'create' } };
};

const parseSystem: Parser = ([source, destination], data) =>
  data.length === 12 && data[0] === 2
    ? { program: 'system', parsed: { info: { destination, lamports: Number(getU64Decoder().decode(data, 4)), source }, type: 'transfer' } }
    : null;

const parseMemo: Parser = (_keys, data) => {
  try {
    return { program: 'spl-memo', parsed: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    return null;
  }
};

const PARSERS: Record<string, Parser> = {
  [TOKEN_PROGRAM_ADDRESS]: parseToken,
  [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: parseAssociatedToken,
  [SYSTEM_PROGRAM_ADDRESS]: parseSystem,
  ...Object.fromEntries(MEMO_PROGRAMS.map((program) => [program, parseMemo])),
};

export function parseInstruction(instruction: Instruction<string, readonly AccountMeta[]>) {
  const keys = (instruction.accounts ?? []).map((meta) => meta.address as string);
  const data = new Uint8Array(instruction.data ?? []);
  const programId = instruction.programAddress;
  const parsed = PARSERS[programId]?.(keys, data);
  if (parsed) return { ...parsed, programId, stackHeight: null };
  return { accounts: keys, data: getBase58Decoder().decode(data), programId, stackHeight: null };
}
