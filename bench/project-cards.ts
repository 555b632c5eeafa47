import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { ARTWORKS, CARD_TYPES, fillPath, PROJECT_PATHS, RARITIES, REVIEW_PATHS } from '@arcana/shared';
import { HOUSE_WEIGHTS_BP } from '@arcana/shared/draw';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { startMailCapture, type MailCapture } from '../tools/mail-capture';
import { createAccount, createCreator, type BenchAccount } from './accounts';
import { post } from './http';
import { CHROME_FLAGS, CHROMIUM, failingAudits, keepReport, measure, medianRun, row, type LighthouseFigures } from './lighthouse';
import { signInBrowser } from './lighthouse-account';
import { call204, startWithAdmin } from './published';

const SLUG = 'sixty-cards';

/**
 * A creator's project whose one collection has a design of each of our 60 artworks, published: in the
 * catalogue's order, ten of each type, two of each rarity (its odds the house's), every third design
 * capped. The art, names and rarities are the house's, so the page is what a creator can publish.
 */
async function publishSixtyDesigns(base: string, mail: MailCapture, adminToken: string): Promise<TCollection> {
  const { token } = await createCreator(base, mail);
  const project = await post<TProject>(
    base,
    PROJECT_PATHS.list,
    { name: 'Sixty Cards', slug: SLUG, tagline: 'Every artwork, once', description: 'A collection of sixty designs, measured.' },
    token,
  );
  const collection = await post<TCollection>(
    base,
    fillPath(PROJECT_PATHS.collections, { projectId: project.id }),
    { name: 'All Sixty', weights: HOUSE_WEIGHTS_BP },
    token,
  );
  const designs = fillPath(PROJECT_PATHS.designs, { collectionId: collection.id });
  for (const [i, { key, name }] of ARTWORKS.entries()) {
    await post(
      base,
      designs,
      {
        name,
        description: 'Drawn for the bench.',
        type: CARD_TYPES[Math.floor(i / 10)],
        rarity: RARITIES[Math.floor((i % 10) / 2)],
        power: [10, 20],
        defense: [5, 15],
        image: key,
        ...(i % 3 === 0 ? { supplyCap: 100 } : {}),
      },
      token,
    );
  }
  const submitted = await post<TCollection>(base, fillPath(PROJECT_PATHS.submit, { collectionId: collection.id }), {}, token);
  await call204(base, fillPath(REVIEW_PATHS.approve, { versionId: submitted.versions[0]!.id }), adminToken);
  return collection;
}

/** A collector who drew the collection's welcome card: the page marks what they hold. */
async function collectorOf(base: string, mail: MailCapture, collectionId: string): Promise<BenchAccount> {
  const collector = await createAccount(base, mail);
  await post(base, fillPath(PROJECT_PATHS.claim, { collectionId }), { requestId: randomUUID() }, collector.token);
  return collector;
}

/**
 * npm run bench (project-cards): Lighthouse's phone preset on the page of a creator's project with 60
 * designs, shown as cards above its odds, as a visitor opens it (rendered by the server) and as a
 * collector who holds one (drawn afresh, with what they hold). Prints figures; asserts nothing.
 */
export async function benchProjectCards(): Promise<LighthouseFigures | null> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Chromium not found at ${CHROMIUM}: the project cards' Lighthouse figures skipped (apt-get install -y chromium).\n`);
    return null;
  }
  const mail = await startMailCapture();
  const webApp = { WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') };
  const { server, adminToken } = await startWithAdmin(webApp, mail, 'project-cards');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const figures: LighthouseFigures = { rows: [], failing: [], benchmarkIndexes: [] };
  try {
    const collection = await publishSixtyDesigns(server.url, mail, adminToken);
    const collector = await collectorOf(server.url, mail, collection.id);
    for (const viewer of ['visitor', 'collector'] as const) {
      if (viewer === 'collector') await signInBrowser(chrome.port, server.url, collector);
      const runs = await measure(`${server.url}/projects/${SLUG}`, chrome.port);
      const label = `/projects/${SLUG} (60 designs), ${viewer}`;
      figures.rows.push(row(label, 'mobile', runs));
      keepReport(`project-cards-${viewer}-mobile`, medianRun(runs));
      figures.failing.push(...runs.flatMap((run) => failingAudits(label, 'mobile', run)));
      figures.benchmarkIndexes.push(...runs.map((run) => run.environment.benchmarkIndex));
    }
  } finally {
    chrome.kill();
    await server.stop();
    await mail.close();
  }
  return figures;
}
