import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the suite; moderate and minor ones are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Puts axe-core in every page of the context. An init script is evaluated by the browser itself, so
 * the app's strict Content-Security-Policy (no inline scripts) does not block it.
 */
export async function installAxe(context: BrowserContext) {
  await context.addInitScript({ content: axeSource });
}

type AxeNode = AxeResults['violations'][number]['nodes'][number];

/** Where axe found it, with its finding (for contrast: the two colours and the ratio). */
const describeNode = (node: AxeNode) => {
  const finding = [...node.any, ...node.all, ...node.none][0]?.message;
  return `${node.target.join(' ')}${finding ? ` [${finding}]` : ''}`;
};

/** One line per failing rule: its id and impact, what it asks, and every element it found. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map(describeNode).join('; ')}`);
}

/**
 * Waits until no finite animation or transition runs: a dialog still fading in would be measured
 * half-transparent, and its contrast found wanting. Two frames first, so a transition the last
 * render asked for has started; endless ones (a spinner) never settle and are left out.
 */
export async function transitionsSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 5; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe on the page as it is now (the whole document, open dialogs and popovers included; the
 * caller waits for it to stand still), with the experimental rule that a control's name holds its
 * visible label (WCAG 2.5.3), and records a soft failure naming `screen` for each serious or critical
 * violation, so one run lists every screen's problems instead of stopping at the first.
 */
export async function expectAccessible(page: Page, screen: string) {
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return results.violations;
  });
  expect.soft(describeViolations(violations), `${screen}: serious or critical axe violations`).toEqual([]);
}
