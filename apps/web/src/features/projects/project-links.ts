import type { TProjectLinks } from '@arcana/shared/schemas';

/** A project's links as addresses people open, in a fixed order. */
export function projectLinks(links: TProjectLinks): Array<{ label: string; href: string }> {
  const shown: Array<{ label: string; href: string }> = [];
  if (links.twitch) shown.push({ label: 'Twitch', href: `https://www.twitch.tv/${links.twitch}` });
  if (links.steamAppId) shown.push({ label: 'Steam', href: `https://store.steampowered.com/app/${links.steamAppId}` });
  if (links.discordInvite)
    shown.push({
      label: 'Discord',
      href: links.discordInvite.startsWith('https://') ? links.discordInvite : `https://discord.gg/${links.discordInvite}`,
    });
  if (links.website) shown.push({ label: 'Website', href: links.website });
  return shown;
}
