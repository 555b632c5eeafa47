import { randomBytes } from 'node:crypto';
import { PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, installAxe } from './axe';
import { E2E_ADMIN_EMAILS, E2E_PASSWORD } from './ports';
import { signedInAdmin, signedInAs, USER_PASSWORD, verifiedAccount, walletLinkedOnLanding } from './support';

const path = (template: string, params: Record<string, string>) =>
  `/api${Object.entries(params).reduce((at, [name, value]) => at.replace(`:${name}`, value), template)}`;

async function call(page: Page, token: string, method: 'POST' | 'PATCH', url: string, data?: unknown) {
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

async function submittedProject(page: Page) {
  const { email } = await verifiedAccount(page);
  const login = await page.request.post('/api/auth/login', { data: { email, password: USER_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const { secret } = (await call(page, token, 'POST', '/api/auth/2fa/setup')) as { secret: string };
  await call(page, token, 'POST', '/api/auth/2fa/verify', { token: totpFor(secret).generate() });
  const name = `Nova ${randomBytes(3).toString('hex')}`;
  const slug = name.toLowerCase().replace(' ', '-');
  const project = (await call(page, token, 'POST', path(PROJECT_PATHS.list, {}), {
    name,
    slug,
    tagline: 'Stars, drawn live',
    description: 'Cards from the Nova streams. More at https://nova.example/cards',
    links: { twitch: 'nova_lumen' },
  })) as TProject;
  const collection = (await call(page, token, 'POST', path(PROJECT_PATHS.collections, { projectId: project.id }), {
    name: 'First Light',
    weights: { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 },
  })) as TCollection;
  const designs = path(PROJECT_PATHS.designs, { collectionId: collection.id });
  const design = { description: 'Drawn at dawn.', power: [10, 20], defense: [5, 15] };
  await call(page, token, 'POST', designs, {
    ...design,
    name: 'Ember Fox',
    type: 'beast',
    rarity: 'common',
    image: 'beast',
    supplyCap: 100,
  });
  await call(page, token, 'POST', designs, { ...design, name: 'Star Wand', type: 'artifact', rarity: 'legendary', image: 'artifact' });
  const submitted = (await call(page, token, 'POST', path(PROJECT_PATHS.submit, { collectionId: collection.id }))) as TCollection;
  return { email, name, slug, hash: submitted.versions[0]!.hash, versionId: submitted.versions[0]!.id };
}

async function publishedProject(page: Page) {
  const project = await submittedProject(page);
  const admin = await page.request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAILS[5], password: E2E_PASSWORD } });
  const adminToken = ((await admin.json()) as { token: string }).token;
  await call(page, adminToken, 'POST', path(REVIEW_PATHS.approve, { versionId: project.versionId }));
  return project;
}

async function inspect(page: Page, label: string, testInfo: import('@playwright/test').TestInfo) {
  await page.waitForTimeout(600);
  const file = `${label}.png`.replace(/[^a-z0-9.-]+/gi, '_');
  await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
  await page.screenshot({ path: testInfo.outputPath('vp-' + file) });
  const overflow = await page.evaluate(() => {
    const w = window.innerWidth;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > w) {
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > w + 1 && r.width > 0)
          wide.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`);
        if (wide.length > 8) break;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: w, wide };
  });
  console.log(`[${label}] OVERFLOW ${JSON.stringify(overflow)}`);
  // clipped text: elements with overflow hidden and scrollWidth>clientWidth containing text
  const clipped = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *')) as HTMLElement[]) {
      if (!el.childNodes.length || !Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      const cs = getComputedStyle(el);
      if (
        el.scrollWidth > el.clientWidth + 1 &&
        el.clientWidth > 0 &&
        (cs.overflowX === 'hidden' || cs.textOverflow === 'ellipsis' || cs.overflow === 'hidden')
      )
        out.push(`${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 50)}" sw=${el.scrollWidth} cw=${el.clientWidth}`);
      if (out.length > 10) break;
    }
    return out;
  });
  console.log(`[${label}] CLIPPED ${JSON.stringify(clipped)}`);
  // Soft-collect axe
  const before = testInfo.errors.length;
  await expectAccessible(page, label);
  for (const e of testInfo.errors.slice(before)) console.log(`[${label}] AXE ${e.message?.split('\n').slice(0, 12).join(' | ')}`);
}

async function keyboardWalk(page: Page, label: string, presses = 25) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.click(1, 1).catch(() => undefined);
  const rows: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    await page.waitForTimeout(250);
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'BODY (focus lost)';
      const r = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).value || el.getAttribute('title') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50);
      const inView = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      let covered = '';
      if (inView) {
        const cx = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
        const cy = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
        const hit = document.elementFromPoint(cx, cy);
        if (hit && hit !== el && !el.contains(hit) && !hit.contains(el))
          covered = `COVERED by ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 50)} "${(hit.textContent || '').trim().slice(0, 30)}"`;
      }
      const cs = getComputedStyle(el);
      const ring = `outline=${cs.outlineStyle}/${cs.outlineWidth} shadow=${cs.boxShadow === 'none' ? 'none' : 'yes'}`;
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? '[' + el.getAttribute('role') + ']' : ''} "${name}" ${inView ? 'inview' : 'OUT-OF-VIEW'} ${covered} ${ring} @${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    });
    rows.push(`${i + 1}: ${info}`);
  }
  console.log(`[${label}] KEYS\n${rows.join('\n')}`);
}

const sizes = [
  { name: '1440', use: { viewport: { width: 1440, height: 900 } } },
  { name: '1024', use: { viewport: { width: 1024, height: 768 } } },
  { name: '390', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

for (const size of sizes) {
  test.describe(`visual ${size.name}`, () => {
    test.use(size.use);
    test.beforeEach(({ context }) => installAxe(context));
    test(`screens at ${size.name}`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const published = await publishedProject(page);
      const waiting = await submittedProject(page);
      await walletLinkedOnLanding(page);

      await page.goto('/projects');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
      await expect(page.getByRole('link', { name: new RegExp(published.name) })).toBeVisible();
      await inspect(page, `projects-${size.name}`, testInfo);
      await keyboardWalk(page, `projects-${size.name}`);

      await page.goto(`/projects/${published.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.name);
      await expect(page.getByRole('button', { name: /Claim your free card/ })).toBeVisible();
      await inspect(page, `project-${size.name}`, testInfo);
      await page
        .locator('label')
        .filter({ hasText: /^1,000$/ })
        .click();
      await page.getByRole('button', { name: 'Simulate draws' }).click();
      await expect(page.getByRole('status').filter({ hasText: '1,000 cards drawn in your browser' })).toBeVisible();
      await inspect(page, `project-simulated-${size.name}`, testInfo);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keyboardWalk(page, `project-${size.name}`, 30);

      await signedInAdmin(page, 3);
      await page.goto('/admin?tab=review');
      const item = page.getByRole('article', { name: new RegExp(waiting.name) });
      await expect(item.getByRole('heading', { level: 2, name: waiting.name })).toBeVisible();
      await inspect(page, `review-${size.name}`, testInfo);
      await keyboardWalk(page, `review-${size.name}`, 30);
      await item.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject version 1' });
      await expect(dialog).toBeVisible();
      await inspect(page, `reject-dialog-${size.name}`, testInfo);
      await keyboardWalk(page, `reject-dialog-${size.name}`, 8);
      await page.keyboard.press('Escape');

      await signedInAs(page, published.email, USER_PASSWORD);
      await page.goto('/forge?tab=manage');
      await page.waitForTimeout(1500);
      await inspect(page, `forge-manage-${size.name}`, testInfo);
      await keyboardWalk(page, `forge-manage-${size.name}`);
    });
  });
}
