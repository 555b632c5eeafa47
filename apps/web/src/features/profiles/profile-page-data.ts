import { fillPath, PROFILE_PATHS, type PageApiGet, type PageData } from '@arcana/shared';
import { ZPublicProfile } from '@arcana/shared/schemas';

/** What a public profile's page shows first, read with the contract's schema; not found while its owner keeps it private. */
export async function profilePageData(username: string, get: PageApiGet): Promise<PageData> {
  const answer = await get(fillPath(PROFILE_PATHS.profile, { username }));
  if (answer.status === 404 || answer.status === 400) return 'not-found';
  if (answer.status !== 200) return null;
  return [{ endpointName: 'publicProfile', arg: username, value: ZPublicProfile.parse(answer.body) }];
}
