import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'] }, transferMode: 'ReportEvents' });
if (process.argv[2]) await page.addInitScript((css) => { document.addEventListener('DOMContentLoaded', () => { const st = document.createElement('style'); st.textContent = css; document.head.append(st); }); }, process.argv[2]);
await page.goto('http://localhost:3399/');
await page.waitForTimeout(5000);
await cdp.send('Tracing.end'); await done;
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
let mainEv = [];
for (const main of mains) { const ev = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur); if (ev.length > mainEv.length) mainEv = ev; }
const sums = {};
for (const e of mainEv) sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
console.log(['RunTask','ProxyMain::BeginMainFrame','Document::updateStyle','Commit'].map(k=>`${k} ${(sums[k]??0).toFixed(0)}`).join(' | '));
const tasks = mainEv.filter((e) => e.name === 'RunTask' && e.dur > 50000).length;
console.log('long tasks', tasks);
const t0 = Math.min(...mainEv.map((e) => e.ts));
const busy = mainEv.filter((e) => e.name === 'RunTask').reduce((a, e) => a + e.dur / 1000, 0);
const tbt = mainEv.filter((e) => e.name === 'RunTask' && e.dur > 50000).reduce((a, e) => a + e.dur / 1000 - 50, 0);
console.log('busy', busy.toFixed(0), 'tbt-ish', tbt.toFixed(0));
if (process.env.QUIET) process.exit(0);
for (const t of mainEv.filter((e) => e.name === 'RunTask' && e.dur > 50000)) {
  const kids = mainEv.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'RunTask').sort((a, b) => b.dur - a.dur).slice(0, 3);
  console.log(((t.ts - t0) / 1000).toFixed(0), (t.dur / 1000).toFixed(0), kids.map((k) => `${k.name}:${(k.dur / 1000).toFixed(0)}${k.args?.data?.url ? '@' + k.args.data.url.slice(-30) : ''}`).join(' '));
}
await browser.close();
