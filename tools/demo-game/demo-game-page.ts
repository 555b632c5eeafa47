import { htmlPage } from '../fake-http';

const STYLE = `
body{font:16px system-ui,sans-serif;margin:0;background:#101226;color:#eef0ff}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem}
h1{margin:.2rem 0;font-size:1.8rem}h2{font-size:1.15rem;margin:0 0 .6rem}
section{background:#1b1e3a;border:1px solid #383d6e;border-radius:12px;padding:1rem;margin:1rem 0}
label{display:block;margin:.6rem 0 .2rem}input,select{width:100%;box-sizing:border-box;padding:.5rem;border-radius:8px;border:1px solid #6b70a8;background:#0c0e1f;color:#eef0ff;font:inherit}
button{margin:.8rem .5rem 0 0;padding:.55rem 1rem;border-radius:8px;border:0;background:#f2c14e;color:#1a1400;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #8fd3ff;outline-offset:2px}
.code{font:700 2rem ui-monospace,monospace;letter-spacing:.15em;color:#f2c14e}
.muted{color:#b8bce0}.ok{color:#8ff0a4}.bad{color:#ffb3b3}
ul{padding-left:1.2rem}li{margin:.25rem 0}a{color:#8fd3ff}
`;

/** The game's one page: set up, play, link, finish levels, and what Arcana said back; it asks its own server only. */
export function demoGamePage(): string {
  return htmlPage(
    'Star Runner, a demo game',
    `<style>${STYLE}</style>
<p class="muted">A demo game on its own server, granting Arcana draws with a project key.</p>
<h1>Star Runner</h1>
<section aria-labelledby="setup-title">
  <h2 id="setup-title">Game server setup</h2>
  <form id="setup">
    <label for="key">Project key</label><input id="key" name="key" autocomplete="off" required placeholder="ak_live_…">
    <label for="secret">Webhook signing secret</label><input id="secret" name="webhookSecret" autocomplete="off" placeholder="whsec_…">
    <p class="muted">Add the endpoint <code id="webhook-url"></code> on the project's Game API page to hear its events.</p>
    <button type="submit">Save setup</button>
  </form>
  <label for="collection">Grants go to</label><select id="collection"></select>
  <p id="setup-status" role="status"></p>
</section>
<section aria-labelledby="play-title">
  <h2 id="play-title">Play</h2>
  <label for="player">Player name</label><input id="player" value="runner-1" autocomplete="off">
  <button type="button" id="link">Link to Arcana</button>
  <div id="link-status" role="status"></div>
  <button type="button" id="finish">Finish level</button>
  <ul id="grants" aria-label="Levels"></ul>
</section>
<section aria-labelledby="heard-title">
  <h2 id="heard-title">Heard from Arcana</h2>
  <ul id="webhooks" aria-label="Webhooks received"></ul>
</section>
<script>
const $ = (id) => document.getElementById(id);
const text = (node, value) => { node.textContent = value; };
async function send(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(answer.error);
  return answer;
}
function render(state) {
  text($('webhook-url'), state.webhookUrl);
  const select = $('collection');
  select.replaceChildren(...state.collections.map((c) => {
    const option = new Option(c.maxDraws === null ? c.name + ' (takes no grants)' : c.name, c.id);
    option.disabled = c.maxDraws === null; option.selected = c.id === state.collectionId; return option;
  }));
  const player = state.players.find((p) => p.id === $('player').value.trim());
  const status = $('link-status');
  status.replaceChildren();
  if (player && player.linked) { status.className = 'ok'; text(status, player.id + ' is linked to an Arcana account'); }
  else if (player && player.code) {
    status.className = '';
    const code = document.createElement('p'); code.className = 'code'; code.textContent = player.code.code;
    const link = document.createElement('a'); link.href = player.code.verificationUriComplete; link.target = '_blank'; link.textContent = 'Enter it on Arcana';
    status.append('Enter this code on Arcana:', code, link);
  }
  $('grants').replaceChildren(...(player ? player.grants : []).map((g) => Object.assign(document.createElement('li'), { textContent: g })));
  $('webhooks').replaceChildren(...state.webhooks.map((w) => {
    const li = document.createElement('li');
    li.className = w.verified ? 'ok' : 'bad';
    li.textContent = w.type + ': ' + w.summary + (w.verified ? ' (signature verified)' : ' (signature refused)');
    return li;
  }));
}
async function refresh() { render(await (await fetch('/state')).json()); }
$('setup').addEventListener('submit', async (event) => {
  event.preventDefault();
  try { render(await send('/setup', { key: $('key').value, webhookSecret: $('secret').value, collectionId: $('collection').value })); text($('setup-status'), 'Set up: the key works'); }
  catch (error) { text($('setup-status'), error.message); }
});
$('collection').addEventListener('change', () => send('/setup', { key: $('key').value, webhookSecret: $('secret').value, collectionId: $('collection').value }).then(render));
$('link').addEventListener('click', () => send('/link', { playerId: $('player').value }).then(render, (error) => text($('link-status'), error.message)));
$('finish').addEventListener('click', () => send('/finish-level', { playerId: $('player').value }).then(render, (error) => text($('link-status'), error.message)));
refresh(); setInterval(refresh, 1000);
</script>`,
  );
}
