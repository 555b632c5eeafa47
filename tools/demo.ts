import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startFakeProviders } from './fake-providers';
import { startFakeSolanaRpc } from './fake-solana-rpc';
import { startDemoGame } from './demo-game/demo-game';

/**
 * `npm run demo`: the built app with every outside sign-in provider played by the fakes of tools/, on
 * this machine, so each sign-in and link can be tried without accounts at Discord, Google, Twitch, X,
 * Instagram or Steam, and Twitch's events (follows, subs, cheers, raids, redemptions) fired by hand;
 * and a small game on its own server (tools/demo-game) that grants draws with a project key. With
 * FAKE_SOLANA_PORT set, the Solana network is a fake too (an in-memory ledger behind a JSON-RPC node on
 * that port). The fakes live only in this process: `npm start` never
 * reaches them. The end-to-end suite starts the app this way too.
 */
const root = join(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const providers = await startFakeProviders({
  oauthPort: Number(process.env.FAKE_OAUTH_PORT ?? 4010),
  steamPort: Number(process.env.FAKE_STEAM_PORT ?? 4011),
  twitchPort: Number(process.env.FAKE_TWITCH_PORT ?? 4012),
  // The app's own origin and Vite's dev server, which both serve the callback pages.
  appOrigins: [publicUrl, 'http://localhost:5173'],
});
console.log(`Demo sign-in providers: OAuth at ${providers.oauth.url}, Steam at ${providers.steam.url}.`);
console.log('Each shows a consent page where you choose who signs in.');
console.log(
  `Demo Twitch: connect a project's channel in the Forge, turn a Twitch rule on, then fire its events at ${providers.twitch.controlUrl}.`,
);
const solana = process.env.FAKE_SOLANA_PORT ? await startFakeSolanaRpc({ port: Number(process.env.FAKE_SOLANA_PORT) }) : undefined;
if (solana) console.log(`Demo Solana network: a fake JSON-RPC node at ${solana.url} (SOLANA_RPC_URL), with an in-memory ledger.`);
const solanaEnv = solana ? { SOLANA_RPC_URL: solana.url } : {};
const game = await startDemoGame({ port: Number(process.env.DEMO_GAME_PORT ?? 4013), arcanaUrl: publicUrl });
console.log(
  `Demo game: ${game.url}. Make a project key (and a webhook endpoint ${game.url}/webhooks) on a project's Game API page in the Forge, paste them there, and play.`,
);

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // A data directory of its own, so demo accounts stay out of the one `npm start` uses.
  // A demo shows collecting as often as a person likes: the house's draws are not counted. Its game and
  // a creator's own receivers run on this machine: webhooks may go to it.
  env: {
    DATA_DIR: join(root, 'data-demo'),
    HOUSE_DRAWS: 'unlimited',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    ...process.env,
    ...providers.env,
    ...solanaEnv,
    PORT: port,
    PUBLIC_URL: publicUrl,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  void Promise.all([providers.close(), solana?.close(), game.close()]).then(() => process.exit(code ?? (signal ? 1 : 0)));
});
