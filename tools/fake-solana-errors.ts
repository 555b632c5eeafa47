/**
 * The errors a Solana node answers with, spelled as mainnet spells them: the `err` values are the
 * serde forms of Agave's TransactionError and InstructionError (so @solana/kit turns them into its
 * coded SolanaErrors), and the messages are their Display strings (what a log or a toast shows).
 */

/** An InstructionError: a unit variant by name, or a program's own error number. */
export type InstructionErrorValue = string | { Custom: number };

/** A TransactionError: a unit variant by name, or `{ Variant: detail }`. */
export type TransactionErrorValue = string | Record<string, unknown>;

const INSTRUCTION_ERROR_MESSAGES: Record<string, string> = {
  IncorrectProgramId: 'incorrect program id for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidSeeds: 'Provided seeds do not result in a valid address',
  MissingRequiredSignature: 'missing required signature for instruction',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
  ReadonlyDataModified: 'instruction modified data of a read-only account',
  ReadonlyLamportChange: 'instruction changed the balance of a read-only account',
};

const TRANSACTION_ERROR_MESSAGES: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
};

export const describeInstructionError = (error: InstructionErrorValue) =>
  typeof error === 'string' ? (INSTRUCTION_ERROR_MESSAGES[error] ?? error) : `custom program error: 0x${error.Custom.toString(16)}`;

function describeTransactionError(error: TransactionErrorValue): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_MESSAGES[error] ?? error;
  if ('InstructionError' in error) {
    const [index, cause] = error.InstructionError as [number, InstructionErrorValue];
    return `Error processing Instruction ${index}: ${describeInstructionError(cause)}`;
  }
  if ('InsufficientFundsForRent' in error) {
    const { account_index } = error.InsufficientFundsForRent as { account_index: number };
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(error);
}

/** A JSON-RPC error answer: `{ code, message, data? }`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const invalidParams = (message: string) => new RpcError(-32602, message);

/** Thrown by a program while it runs one instruction; the transaction adds the instruction's index. */
export class InstructionFailure extends Error {
  constructor(
    readonly error: InstructionErrorValue,
    readonly logs: string[] = [],
  ) {
    super(describeInstructionError(error));
  }
}

/** A transaction the node refuses at preflight: mainnet's -32002 with the simulation's result as data. */
export function preflightFailure(err: TransactionErrorValue, logs: string[] = []) {
  return new RpcError(-32002, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: 0,
  });
}

/** Mainnet checks signatures before it simulates, and answers this (not -32002) when one is wrong. */
export const signatureVerificationFailure = () => new RpcError(-32003, 'Transaction signature verification failure');
