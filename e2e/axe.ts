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
 * Runs axe on the page as it is now (the whole document, open dialogs and popovers included) and
 * records a soft failure naming `screen` for each serious or critical violation, so one run lists
 * every screen's problems instead of stopping at the first.
 */
export async function expectAccessible(page: Page, screen: string) {
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  expect.soft(describeViolations(violations), `${screen}: serious or critical axe violations`).toEqual([]);
}
