import type { AccountMeta, ReadonlyUint8Array } from '@solana/kit';
import {
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TOKEN_ERROR__INSUFFICIENT_FUNDS,
  TOKEN_ERROR__MINT_DECIMALS_MISMATCH,
  TOKEN_ERROR__MINT_MISMATCH,
  TOKEN_ERROR__OWNER_MISMATCH,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token';
import { accountsAt, debitWallet, fail, requireSigner, requireWritable, type InstructionContext } from './fake-solana-instruction';
import { associatedTokenAddress, rentExemptMinimum, TOKEN_ACCOUNT_SIZE } from './fake-solana-ledger';

/**
 * The SPL Token program's transfers and the Associated Token Account program's Create and
 * CreateIdempotent, with the checks and error numbers of the programs on mainnet.
 */

/** SystemError::AccountAlreadyInUse, which Create meets when the account exists (so does a foreign-owned idempotent create). */
const ACCOUNT_ALREADY_IN_USE = { Custom: 0 };

function decodeData<T>(decoder: { decode(bytes: ReadonlyUint8Array): T }, data: ReadonlyUint8Array): T {
  try {
    return decoder.decode(data);
  } catch {
    return fail('InvalidInstructionData');
  }
}

function tokenAccount(context: InstructionContext, meta: AccountMeta) {
  const account = context.accounts.get(meta.address);
  return account?.kind === 'token' ? account : fail('InvalidAccountData');
}

/** spl-token's process_transfer, in its order of checks: the first failing check names the error. */
function transfer(
  context: InstructionContext,
  accounts: { source: AccountMeta; mint?: AccountMeta; destination: AccountMeta; authority: AccountMeta },
  amount: bigint,
  decimals?: number,
) {
  const source = tokenAccount(context, accounts.source);
  const destination = tokenAccount(context, accounts.destination);
  if (source.amount < amount) fail({ Custom: TOKEN_ERROR__INSUFFICIENT_FUNDS }, 'Error: insufficient funds');
  if (source.mint !== destination.mint) fail({ Custom: TOKEN_ERROR__MINT_MISMATCH }, 'Error: Account not associated with this Mint');
  if (accounts.mint) {
    if (accounts.mint.address !== source.mint) fail({ Custom: TOKEN_ERROR__MINT_MISMATCH }, 'Error: Account not associated with this Mint');
    if (context.mints.get(source.mint)?.decimals !== decimals) {
      fail({ Custom: TOKEN_ERROR__MINT_DECIMALS_MISMATCH }, 'Error: decimals different from the Mint decimals');
    }
  }
  if (accounts.authority.address !== source.owner) fail({ Custom: TOKEN_ERROR__OWNER_MISMATCH }, 'Error: owner does not match');
  requireSigner(accounts.authority);
  if (accounts.source.address === accounts.destination.address) return;
  requireWritable(accounts.source, 'ReadonlyDataModified');
  requireWritable(accounts.destination, 'ReadonlyDataModified');
  context.accounts.set(accounts.source.address, { ...source, amount: source.amount - amount });
  context.accounts.set(accounts.destination.address, { ...destination, amount: destination.amount + amount });
}

export function runTokenProgram(context: InstructionContext) {
  let instruction: TokenInstruction;
  try {
    instruction = identifyTokenInstruction(context.data);
  } catch {
    return fail('InvalidInstructionData');
  }
  context.logs.push(`Program log: Instruction: ${TokenInstruction[instruction]}`);
  if (instruction === TokenInstruction.Transfer) {
    const { amount } = decodeData(getTransferInstructionDataDecoder(), context.data);
    const [source, destination, authority] = accountsAt(context, 3);
    return transfer(context, { source: source!, destination: destination!, authority: authority! }, amount);
  }
  if (instruction === TokenInstruction.TransferChecked) {
    const { amount, decimals } = decodeData(getTransferCheckedInstructionDataDecoder(), context.data);
    const [source, mint, destination, authority] = accountsAt(context, 4);
    return transfer(context, { source: source!, mint: mint!, destination: destination!, authority: authority! }, amount, decimals);
  }
  fail('InvalidInstructionData', `the fake ledger does not run ${TokenInstruction[instruction]}`);
}

/** Create ([] or [0]) fails when the account exists; CreateIdempotent ([1]) then does nothing. */
export async function runAssociatedTokenProgram(context: InstructionContext) {
  const { data } = context;
  if (data.length > 1 || (data.length === 1 && data[0]! > 1)) fail('InvalidInstructionData');
  const idempotent = data[0] === 1;
  context.logs.push(`Program log: ${idempotent ? 'CreateIdempotent' : 'Create'}`);
  const [payer, tokenAccountMeta, wallet, mint, , tokenProgram] = accountsAt(context, 6) as [
    AccountMeta,
    AccountMeta,
    AccountMeta,
    AccountMeta,
    AccountMeta,
    AccountMeta,
  ];
  if (tokenProgram.address !== TOKEN_PROGRAM_ADDRESS) fail('IncorrectProgramId');
  if (tokenAccountMeta.address !== (await associatedTokenAddress(wallet.address, mint.address))) {
    fail('InvalidSeeds', 'Error: Associated address does not match seed derivation');
  }
  const existing = context.accounts.get(tokenAccountMeta.address);
  if (existing?.kind === 'token') {
    if (idempotent && existing.owner === wallet.address) return;
    fail(ACCOUNT_ALREADY_IN_USE, `Allocate: account Address { address: ${tokenAccountMeta.address}, base: None } already in use`);
  }
  if (!context.mints.has(mint.address)) fail('IncorrectProgramId');
  requireWritable(tokenAccountMeta, 'PrivilegeEscalation');
  // Lamports someone already sent to the address count towards its rent, as the program tops up.
  const held = existing?.lamports ?? 0;
  const rent = rentExemptMinimum(TOKEN_ACCOUNT_SIZE);
  debitWallet(context, payer, Math.max(0, rent - held), 'PrivilegeEscalation');
  context.logs.push('Program log: Initialize the associated token account');
  context.accounts.set(tokenAccountMeta.address, {
    kind: 'token',
    lamports: Math.max(rent, held),
    mint: mint.address,
    owner: wallet.address,
    amount: 0n,
  });
}
