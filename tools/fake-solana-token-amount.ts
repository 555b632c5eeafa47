/** Token amounts as the ledger keeps them (integer base units) and as the RPC shows them (uiTokenAmount). */

/** Tests speak in whole tokens (12.5 USDT); the ledger keeps base units, rounded as a wallet would. */
export function toBaseUnits(uiAmount: number, decimals: number): bigint {
  const [whole, fraction = ''] = uiAmount.toFixed(decimals).split('.');
  return BigInt(whole! + fraction);
}

/** Mainnet trims trailing zeros ("12.5", "1", "0"), and keeps every digit in the string form. */
function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}
