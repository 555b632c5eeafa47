import { USDT_DECIMALS } from '../constants.js';

export const TRANSFER_MESSAGES = {
  recipientRequired: 'Recipient address is required',
  recipientInvalid: 'Enter a valid Solana wallet address',
  recipientIsSelf: 'You cannot send USDT to your own wallet',
  recipientIsTokenAccount: 'This is a token account address. Enter the recipient’s wallet address instead.',
  amountRequired: 'Amount is required',
  amountInvalid: 'Enter an amount such as 12.5',
  amountTooPrecise: `USDT has at most ${USDT_DECIMALS} decimal places`,
  amountNotPositive: 'Amount must be greater than 0',
  insufficientUsdt: 'Amount exceeds your USDT balance',
  insufficientSol: 'Not enough SOL in your wallet to pay the network fee',
  walletNotLinked: 'Link your Phantom wallet before sending USDT',
  notFound: 'This transfer was not prepared for your account',
  signatureInvalid: 'The signature is not your linked wallet’s signature of this transfer',
  failed: 'The Solana network refused this transfer. Nothing was sent.',
  expired: 'This transfer expired before it reached the network. Nothing was sent; please try again.',
} as const;

/** A decimal amount of USDT as people type it: digits, an optional point and up to six decimals. */
const AMOUNT_PATTERN = /^(\d+)(?:\.(\d*))?$/;

/** The amount in base units (millionths of a USDT), or the message saying what is wrong with it. */
export function parseUsdtAmount(text: string): { units: bigint } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: TRANSFER_MESSAGES.amountRequired };
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match || trimmed.length > 24) return { error: TRANSFER_MESSAGES.amountInvalid };
  const decimals = match[2] ?? '';
  if (decimals.length > USDT_DECIMALS) return { error: TRANSFER_MESSAGES.amountTooPrecise };
  const units = BigInt(match[1]!) * 10n ** BigInt(USDT_DECIMALS) + BigInt(decimals.padEnd(USDT_DECIMALS, '0'));
  return units > 0n ? { units } : { error: TRANSFER_MESSAGES.amountNotPositive };
}

/** Base units back to the shortest decimal text (1500000 → '1.5'). */
export function formatUsdtUnits(units: bigint): string {
  const scale = 10n ** BigInt(USDT_DECIMALS);
  const fraction = (units % scale).toString().padStart(USDT_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${units / scale}.${fraction}` : String(units / scale);
}

export const validateUsdtAmount = (text: string): string | null => {
  const parsed = parseUsdtAmount(text);
  return 'error' in parsed ? parsed.error : null;
};
