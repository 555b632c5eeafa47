import type { TProject, TProjectBody } from '@arcana/shared/schemas';

export interface ProjectFormValues {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  accentColor: string;
  links: { twitch: string; steamAppId: string; discordInvite: string; website: string };
}

/** The form's inputs, by the request's field paths. */
export const PROJECT_FIELDS = [
  'name',
  'slug',
  'tagline',
  'description',
  'accentColor',
  'links.twitch',
  'links.steamAppId',
  'links.discordInvite',
  'links.website',
] as const;

export const DEFAULT_ACCENT = '#8b5cf6';

export const projectFormValues = (project?: TProject): ProjectFormValues => ({
  name: project?.name ?? '',
  slug: project?.slug ?? '',
  tagline: project?.tagline ?? '',
  description: project?.description ?? '',
  accentColor: project?.accentColor ?? DEFAULT_ACCENT,
  links: {
    twitch: project?.links.twitch ?? '',
    steamAppId: project?.links.steamAppId ?? '',
    discordInvite: project?.links.discordInvite ?? '',
    website: project?.links.website ?? '',
  },
});

/** The request: empty links are no links. */
export const projectBody = (values: ProjectFormValues): TProjectBody => ({
  ...values,
  links: Object.fromEntries(Object.entries(values.links).filter(([, value]) => value.trim() !== '')),
});

/** A name as an address: what most creators would pick, for them to change. */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
