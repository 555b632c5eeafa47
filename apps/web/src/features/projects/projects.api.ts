import { PROJECT_PATHS } from '@arcana/shared';
import type { TCard, TClaimBody, TProject, TProjectListPage, TProjectListQuery, TPublishedVersion } from '@arcana/shared/schemas';
import { api } from '../../api/api';

const withParams = (path: string, params: Record<string, string>) =>
  Object.entries(params).reduce((at, [name, value]) => at.replace(`:${name}`, encodeURIComponent(value)), path);

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectList: build.query<TProjectListPage, TProjectListQuery>({
      query: (params) => ({ url: PROJECT_PATHS.list, params }),
      providesTags: ['Projects'],
    }),
    project: build.query<TProject, string>({
      query: (slug) => withParams(PROJECT_PATHS.bySlug, { slug }),
      providesTags: ['Projects'],
    }),
    publishedVersion: build.query<TPublishedVersion, string>({
      query: (hash) => withParams(PROJECT_PATHS.version, { hash }),
    }),
    claimCard: build.mutation<TCard, TClaimBody & { collectionId: string }>({
      query: ({ collectionId, ...body }) => ({ url: withParams(PROJECT_PATHS.claim, { collectionId }), method: 'POST', body }),
      // The card joins the inventory, and the design's figures change.
      invalidatesTags: ['Collectibles', 'Projects'],
    }),
  }),
});

export const { useProjectListQuery, useProjectQuery, usePublishedVersionQuery, useClaimCardMutation } = projectsApi;
