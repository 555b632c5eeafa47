import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { INTRO_TIMELINE_MS } from '@arcana/shared';
import { startArcanaProcess } from '../tools/arcana-process';
import { percentile } from './fanout';

/**
 * Frame times during the landing's intro, as Chromium's compositor reports them: a DevTools-protocol
 * trace from the navigation until the cards have flipped, on a desktop window and on a phone-sized
 * one. Each frame the compositor meant to show is presented or dropped; the intervals between the
 * presented ones are the frame times. Prints figures; asserts nothing.
 */
const root = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);
/** The intro ends with the flip (6.5 s) and its 0.9 s turn; a little more to see it settle. */
const WATCH_MS = INTRO_TIMELINE_MS.flip + 1500;

const VIEWPORTS = [
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 } },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 } },
] as const;

export interface LandingFramesRow {
  window: string;
  runs: number;
  'frames presented': number;
  'frames dropped': number;
  'fps (presented/s)': string;
  'frame p50 (ms)': string;
  'frame p95 (ms)': string;
  'frame max (ms)': string;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  args?: { frame_reporter?: { state?: string; frame_sequence?: number; frame_source?: number } };
}

async function traceFor(cdp: CDPSession, work: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline.frame', 'cc', 'benchmark'] },
    transferMode: 'ReportEvents',
  });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/**
 * The compositor's verdict on each frame it produced: when it began, and whether it reached the
 * screen. Several reporters can speak of one frame (the page's and the browser's): one per begin-frame.
 */
function frames(events: TraceEvent[]) {
  const byFrame = new Map<string, { at: number; state: string }>();
  for (const event of events) {
    const report = event.args?.frame_reporter;
    if (event.name !== 'PipelineReporter' || event.ph !== 'b' || !report) continue;
    const key = `${report.frame_source}:${report.frame_sequence}`;
    const state = report.state ?? '';
    // A frame any reporter presented was presented.
    if (!byFrame.has(key) || state.startsWith('STATE_PRESENTED')) byFrame.set(key, { at: event.ts / 1000, state });
  }
  const verdicts = [...byFrame.values()].sort((a, b) => a.at - b.at);
  const presented = verdicts.filter((frame) => frame.state.startsWith('STATE_PRESENTED')).map((frame) => frame.at);
  const dropped = verdicts.filter((frame) => frame.state === 'STATE_DROPPED').length;
  const intervals = presented.slice(1).map((at, i) => at - presented[i]!);
  const span = presented.length > 1 ? (presented.at(-1)! - presented[0]!) / 1000 : NaN;
  return { presented: presented.length, dropped, intervals, span };
}

export async function benchLandingFrames(): Promise<LandingFramesRow[]> {
  const server = await startArcanaProcess('compiled', { WEB_DIST_DIR: join(root, 'apps/web/dist') });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const rows: LandingFramesRow[] = [];
    for (const { name, viewport } of VIEWPORTS) {
      let presented = 0;
      let dropped = 0;
      let span = 0;
      const intervals: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events = await traceFor(cdp, async () => {
          await page.goto(`${server.url}/`);
          await page.waitForTimeout(WATCH_MS);
        });
        await context.close();
        const measured = frames(events);
        presented += measured.presented;
        dropped += measured.dropped;
        span += measured.span;
        intervals.push(...measured.intervals);
      }
      rows.push({
        window: name,
        runs: RUNS,
        'frames presented': presented,
        'frames dropped': dropped,
        'fps (presented/s)': (presented / span).toFixed(1),
        'frame p50 (ms)': percentile(intervals, 50).toFixed(1),
        'frame p95 (ms)': percentile(intervals, 95).toFixed(1),
        'frame max (ms)': Math.max(...intervals).toFixed(1),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printLandingFrames(rows: LandingFramesRow[]) {
  console.log(
    `\nThe landing's intro in Chromium (${(WATCH_MS / 1000).toFixed(1)} s from navigation, load average ${loadavg()[0]!.toFixed(1)}):`,
  );
  console.table(rows);
}
