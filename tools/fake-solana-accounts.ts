import { address, getBase58Decoder, getBase64Decoder, none } from '@solana/kit';
import { AccountState, getMintEncoder, getTokenEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { invalidParams } from './fake-solana-errors';
import { MINT_SIZE, rentExemptMinimum, type Ledger, type TokenAccount } from './fake-solana-ledger';
import { SYSTEM_PROGRAM_ADDRESS } from './fake-solana-programs';
import { uiTokenAmount } from './fake-solana-token-amount';

/**
 * Accounts as getAccountInfo and its kin show them: the real on-chain bytes (165-byte token accounts,
 * 82-byte mints, empty wallets) in the encoding asked for, or spl-token's jsonParsed form.
 */

const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** Mainnet gives rent-exempt accounts this rentEpoch (u64::MAX); the RPC layer writes bigints as bare JSON numbers. */
const RENT_EPOCH_EXEMPT = 18_446_744_073_709_551_615n;

interface AccountView {
  lamports: number;
  owner: string;
  bytes: Uint8Array;
  parsed?: { parsed: { info: unknown; type: string }; program: string; space: number };
}

function tokenAccountView(ledger: Ledger, account: TokenAccount): AccountView {
  const { mint, owner, amount } = account;
  const tokenAmount = uiTokenAmount(amount, ledger.mints.get(mint)!.decimals);
  const bytes = getTokenEncoder().encode({
    mint: address(mint),
    owner: address(owner),
    amount,
    delegate: none(),
    state: AccountState.Initialized,
    isNative: none(),
    delegatedAmount: 0,
    closeAuthority: none(),
  });
  return {
    lamports: account.lamports,
    owner: TOKEN_PROGRAM_ADDRESS,
    bytes: new Uint8Array(bytes),
    parsed: {
      parsed: { info: { isNative: false, mint, owner, state: 'initialized', tokenAmount }, type: 'account' },
      program: 'spl-token',
      space: bytes.length,
    },
  };
}

/** A mint's supply is what the ledger's token accounts hold; it has no authorities, since nothing mints in the fake. */
function mintView(ledger: Ledger, mint: string, decimals: number): AccountView {
  let supply = 0n;
  for (const account of ledger.accounts.values()) if (account.kind === 'token' && account.mint === mint) supply += account.amount;
  const bytes = getMintEncoder().encode({ mintAuthority: none(), supply, decimals, isInitialized: true, freezeAuthority: none() });
  const info = { decimals, freezeAuthority: null, isInitialized: true, mintAuthority: null, supply: supply.toString() };
  return {
    lamports: rentExemptMinimum(MINT_SIZE),
    owner: TOKEN_PROGRAM_ADDRESS,
    bytes: new Uint8Array(bytes),
    parsed: { parsed: { info, type: 'mint' }, program: 'spl-token', space: bytes.length },
  };
}

function viewAccount(ledger: Ledger, key: string): AccountView | null {
  const mint = ledger.mints.get(key);
  if (mint) return mintView(ledger, key, mint.decimals);
  const account = ledger.accounts.get(key);
  if (!account) return null;
  if (account.kind === 'token') return tokenAccountView(ledger, account);
  return { lamports: account.lamports, owner: SYSTEM_PROGRAM_ADDRESS, bytes: new Uint8Array() };
}

function encodeData(view: AccountView, encoding: string) {
  const base64 = () => [getBase64Decoder().decode(view.bytes), 'base64'];
  switch (encoding) {
    // What an account no parser knows (a wallet) falls back to, as on mainnet.
    case 'jsonParsed':
      return view.parsed ?? base64();
    case 'base64':
      return base64();
    case 'base58':
      return [getBase58Decoder().decode(view.bytes), 'base58'];
    // The default when no encoding is given: the legacy bare base58 string.
    case 'binary':
      return getBase58Decoder().decode(view.bytes);
    default:
      throw invalidParams(`Invalid params: the fake Solana RPC does not serve the encoding ${encoding}.`);
  }
}

/** An account as getAccountInfo's `value`, or null when nothing lives at the address. */
export function renderAccount(ledger: Ledger, key: string, encoding = 'binary') {
  const view = viewAccount(ledger, key);
  if (!view) return null;
  const data = encodeData(view, encoding);
  return { data, executable: false, lamports: view.lamports, owner: view.owner, rentEpoch: RENT_EPOCH_EXEMPT, space: view.bytes.length };
}

/** getTokenAccountsByOwner's `value`: the owner's token accounts of one mint, or of the token program. */
export function renderTokenAccountsByOwner(
  ledger: Ledger,
  owner: string,
  filter: { mint?: string; programId?: string },
  encoding = 'binary',
) {
  if (filter.mint !== undefined && !ledger.mints.has(filter.mint)) throw invalidParams('Invalid param: could not find mint');
  const programs = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];
  if (filter.mint === undefined && !programs.includes(filter.programId as never))
    throw invalidParams('Invalid param: unrecognized Token program id');
  // Every account of the fake is a classic SPL token account: a Token-2022 owner has none.
  const wanted = (mint: string) => (filter.mint === undefined ? filter.programId === TOKEN_PROGRAM_ADDRESS : mint === filter.mint);
  return [...ledger.accounts.entries()]
    .filter(([, account]) => account.kind === 'token' && account.owner === owner && wanted(account.mint))
    .map(([pubkey]) => ({ pubkey, account: renderAccount(ledger, pubkey, encoding) }));
}

/** getTokenAccountBalance's `value`. */
export function renderTokenAccountBalance(ledger: Ledger, key: string) {
  const account = ledger.accounts.get(key);
  if (account?.kind !== 'token') throw invalidParams('Invalid param: could not find account');
  return uiTokenAmount(account.amount, ledger.mints.get(account.mint)!.decimals);
}
