import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import { ZCollection, ZModeratedProjectPage, ZProject, ZProjectListPage, ZReviewItem } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUserWith2FA, get, observerTokenFor } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { auditLog, cardDesigns, notifications, users } from '../../db/schema.js';

const t = useTestApp();
const { api, send, submittedCollection, addDesign, DESIGN } = projectHelpers(t);

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const approve = (token: string, versionId: string) => send('POST', api(REVIEW_PATHS.approve, { versionId }), token);
const reject = (token: string, versionId: string, reason: unknown) =>
  send('POST', api(REVIEW_PATHS.reject, { versionId }), token, { reason });
/** The mail to this address whose subject says this, as it reached the mailbox. */
const mailTo = (to: string, subject: string) => t.mailbox.waitFor((mail) => mail.decoded.includes(to) && mail.subject.includes(subject));
const queue = async (token: string) => ZReviewItem.array().parse((await get(t, api(REVIEW_PATHS.queue), token)).body);

describe('the review of a submitted collection', () => {
  it('queues it for admins with a preview as the public will see it; an approval publishes it, audited, and tells its creator', async () => {
    const { creator, collection, version, slug, fox } = await submittedCollection();
    const admin = await buildAdmin(t);
    expect((await get(t, api(REVIEW_PATHS.queue), creator.token)).status).toBe(403);
    const item = (await queue(admin.token)).find((entry) => entry.version.id === version.id)!;
    expect(item.preview).toMatchObject({
      slug,
      collections: [{ id: collection.id, status: 'published', activeVersionHash: version.hash }],
    });
    expect(item.preview.collections[0]!.designs.map((d) => d.name)).toEqual(['Ember Fox', 'Star Wand']);
    // The preview draws from the very text that approving publishes.
    expect(sha256Hex(item.canonical)).toBe(version.hash);

    expect(await approve(admin.token, version.id)).toMatchObject({ status: 204 });
    const shown = ZProject.parse((await get(t, api(PROJECT_PATHS.bySlug, { slug }))).body);
    expect(shown.collections).toMatchObject([
      { status: 'published', activeVersionHash: version.hash, versions: [{ status: 'published' }] },
    ]);
    const list = ZProjectListPage.parse((await get(t, `${api(PROJECT_PATHS.list)}?q=Nova`)).body);
    expect(list.projects.map((p) => p.slug)).toContain(slug);
    expect(await get(t, api(PROJECT_PATHS.version, { hash: version.hash }))).toMatchObject({ status: 200, body: { number: 1 } });

    const [frozen] = await t.database.db.select().from(cardDesigns).where(eq(cardDesigns.id, fox.id));
    expect(frozen!.frozenAt).not.toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'review.approve'));
    expect(audit.map((entry) => entry.meta)).toContainEqual(expect.objectContaining({ versionId: version.id, hash: version.hash }));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'collection_reviewed'));
    expect(told).toContainEqual(expect.objectContaining({ title: 'Collection Published', redirectUrl: `/projects/${slug}` }));
    const mail = await mailTo(creator.email, 'is published on Arcana');
    expect(mail.decoded).toContain(`/projects/${slug}`);
    expect(await approve(admin.token, version.id)).toMatchObject({ status: 409, body: { code: 'NOT_IN_REVIEW' } });

    // Published, its designs are what cards are made of: only a supply cap changes, with the next version.
    const rename = await send('PATCH', api(PROJECT_PATHS.design, { designId: fox.id }), creator.token, { name: 'Renamed', supplyCap: 60 });
    expect(rename).toMatchObject({ status: 409, body: { code: 'DESIGN_FROZEN', field: 'name' } });
    expect(await send('DELETE', api(PROJECT_PATHS.design, { designId: fox.id }), creator.token)).toMatchObject({
      status: 409,
      body: { code: 'DESIGN_FROZEN' },
    });
    expect(await send('PATCH', api(PROJECT_PATHS.design, { designId: fox.id }), creator.token, { supplyCap: 60 })).toMatchObject({
      status: 200,
      body: { supplyCap: 60, frozen: true },
    });
    const resubmitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    // Until reviewed, the public sees the version in force, not the creator's changes.
    const inForce = ZProject.parse((await get(t, api(PROJECT_PATHS.bySlug, { slug }))).body);
    expect(inForce.collections[0]!.designs.find((d) => d.id === fox.id)).toMatchObject({ supplyCap: 50, frozen: true });
    expect(resubmitted).toMatchObject({
      status: 200,
      body: {
        status: 'published',
        activeVersionHash: version.hash,
        versions: [
          { number: 2, status: 'in_review' },
          { number: 1, status: 'published' },
        ],
      },
    });
  });

  it('takes a rejection with its reason, mailed and notified; the creator changes the collection and submits again', async () => {
    const { creator, collection, version } = await submittedCollection();
    const admin = await buildAdmin(t);
    expect(await reject(admin.token, version.id, '  ')).toMatchObject({
      status: 400,
      body: { field: 'reason', error: PROJECT_MESSAGES.reason },
    });
    expect(await reject(admin.token, version.id, 'The wand needs art.')).toMatchObject({ status: 204 });
    const [mine] = ZProject.array().parse((await get(t, api(PROJECT_PATHS.mine), creator.token)).body);
    expect(mine!.collections[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The wand needs art.',
      versions: [{ status: 'rejected' }],
    });
    const mail = await mailTo(creator.email, 'was not published on Arcana');
    expect(mail.decoded).toContain("The reviewer's reason: The wand needs art.");
    expect(mail.decoded).toContain('/forge');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'collection_reviewed'));
    expect(told).toContainEqual(
      expect.objectContaining({ title: 'Collection Not Published', message: expect.stringContaining('The wand needs art.') }),
    );

    await addDesign(creator.token, collection.id, { ...DESIGN, name: 'Moon Wand', rarity: 'legendary', type: 'artifact' });
    const again = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    expect(again).toMatchObject({
      status: 200,
      body: { status: 'in_review', versions: [{ number: 2, status: 'in_review' }, { number: 1 }] },
    });
  });

  it('puts an earlier published version back in review when its exact terms are submitted again; approved, it is in force again', async () => {
    const { creator, collection, version: first, slug } = await submittedCollection();
    const admin = await buildAdmin(t);
    const legendaryAt = (legendary: number) =>
      send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
        weights: { common: 10_000 - legendary, uncommon: 0, rare: 0, epic: 0, legendary },
      });
    const submit = () => send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    const versionsOf = async () => ZProject.parse((await get(t, api(PROJECT_PATHS.bySlug, { slug }))).body).collections[0]!;
    await approve(admin.token, first.id);
    await legendaryAt(200);
    const second = ZCollection.parse((await submit()).body).versions[0]!;
    await approve(admin.token, second.id);

    // Back to the first version's terms: that version, not a copy, waits for the admins again.
    await legendaryAt(100);
    expect(await submit()).toMatchObject({
      status: 200,
      body: {
        activeVersionHash: second.hash,
        versions: [
          { number: 2, status: 'published' },
          { id: first.id, number: 1, status: 'in_review' },
        ],
      },
    });
    expect((await queue(admin.token)).map((item) => item.version.id)).toContain(first.id);
    // Refused, it is retired as it was; the version in force stays.
    expect(await reject(admin.token, first.id, 'Keep the new odds.')).toMatchObject({ status: 204 });
    expect(await versionsOf()).toMatchObject({
      status: 'published',
      activeVersionHash: second.hash,
      versions: [{ status: 'published' }, { status: 'superseded' }],
    });
    // Asked again and approved, it is the version in force, its text as verifiable as ever.
    expect((await submit()).body).toMatchObject({ versions: [{ number: 2 }, { number: 1, status: 'in_review' }] });
    expect(await approve(admin.token, first.id)).toMatchObject({ status: 204 });
    expect(await versionsOf()).toMatchObject({
      activeVersionHash: first.hash,
      versions: [
        { number: 2, status: 'superseded' },
        { number: 1, status: 'published', supersededAt: null },
      ],
    });
    expect(await get(t, api(PROJECT_PATHS.version, { hash: first.hash }))).toMatchObject({ status: 200, body: { number: 1 } });
    expect(await submit()).toMatchObject({ status: 409, body: { code: 'NOTHING_TO_SUBMIT' } });
  });

  it('tells every admin when a version waits for review, and counts the versions waiting', async () => {
    const admin = await buildAdmin(t);
    const waiting = async (token: string) => get(t, api(REVIEW_PATHS.count), token);
    const before = (await waiting(admin.token)).body.waiting as number;
    const { creator, version } = await submittedCollection();
    expect(await waiting(admin.token)).toMatchObject({ status: 200, body: { waiting: before + 1 } });
    expect((await waiting(creator.token)).status).toBe(403);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.type, 'review_waiting'));
    expect(told.filter((n) => n.userId === admin.id)).toEqual([
      expect.objectContaining({
        title: 'Review Waiting',
        message: 'First Light of Nova Studio waits for review.',
        redirectUrl: '/admin?tab=review',
      }),
    ]);

    await approve(admin.token, version.id);
    expect((await waiting(admin.token)).body).toEqual({ waiting: before });
  });

  it('is never an admin’s on their own project, nor an observer’s, and changes nothing then', async () => {
    const creatorAdmin = await buildUserWith2FA(t);
    const { sub } = await t.deps.tokens.verifyAccess(creatorAdmin.token);
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, sub));
    const { version } = await submittedCollection({ creator: creatorAdmin });
    // Told of reviews, but never of one they may not do.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, sub));
    expect(told.filter((n) => n.type === 'review_waiting')).toEqual([]);
    expect(await approve(creatorAdmin.token, version.id)).toMatchObject({ status: 403, body: { code: 'CANNOT_REVIEW_OWN' } });
    expect(await reject(creatorAdmin.token, version.id, 'Mine')).toMatchObject({ status: 403, body: { code: 'CANNOT_REVIEW_OWN' } });

    const admin = await buildAdmin(t);
    const plain = await buildUserWith2FA(t);
    const observing = await observerTokenFor(t, plain.token, admin);
    expect(await approve(observing, version.id)).toMatchObject({ status: 403 });
    expect((await queue(admin.token)).find((item) => item.version.id === version.id)?.version.status).toBe('in_review');
  });
});

describe('suspending a project', () => {
  it('hides it from the public until lifted, audited', async () => {
    const { version, slug, projectId } = await submittedCollection();
    const admin = await buildAdmin(t);
    await approve(admin.token, version.id);
    expect(await send('POST', api(REVIEW_PATHS.suspend, { projectId }), admin.token, { reason: 'Misleading odds' })).toMatchObject({
      status: 204,
    });
    expect(await get(t, api(PROJECT_PATHS.bySlug, { slug }))).toMatchObject({ status: 404 });
    expect(await send('POST', api(REVIEW_PATHS.unsuspend, { projectId }), admin.token)).toMatchObject({ status: 204 });
    expect(await get(t, api(PROJECT_PATHS.bySlug, { slug }))).toMatchObject({ status: 200 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'project.suspend'));
    expect(audit.map((entry) => entry.meta)).toContainEqual({ projectId, reason: 'Misleading odds' });
  });

  it('lists published projects for admins, suspended ones with their reason, and tells the creator both ways', async () => {
    const { creator, version, slug, projectId } = await submittedCollection();
    const admin = await buildAdmin(t);
    const listed = async (token: string) =>
      (await get(t, `${api(REVIEW_PATHS.projects)}?q=${encodeURIComponent(slug)}`, token)) as { status: number; body: unknown };
    // Not published yet: nothing to suspend.
    expect(ZModeratedProjectPage.parse((await listed(admin.token)).body).projects).toEqual([]);
    await approve(admin.token, version.id);
    await send('POST', api(REVIEW_PATHS.suspend, { projectId }), admin.token, { reason: 'Misleading odds' });

    // Found by its address, though the public search no longer finds it at all.
    expect(ZModeratedProjectPage.parse((await listed(admin.token)).body).projects).toMatchObject([
      { id: projectId, slug, suspended: true, suspendedReason: 'Misleading odds' },
    ]);
    expect(ZProjectListPage.parse((await get(t, `${api(PROJECT_PATHS.list)}?q=${encodeURIComponent(slug)}`)).body).projects).toEqual([]);
    expect((await listed(creator.token)).status).toBe(403);

    await send('POST', api(REVIEW_PATHS.unsuspend, { projectId }), admin.token);
    expect(ZModeratedProjectPage.parse((await listed(admin.token)).body).projects).toMatchObject([
      { suspended: false, suspendedReason: null },
    ]);
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, creator.username));
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner!.id));
    expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['Project Suspended', 'Project Restored']));
    expect(told.find((n) => n.title === 'Project Suspended')!.message).toContain('Misleading odds');
  });
});
