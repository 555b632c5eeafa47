import { fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type {
  TCard,
  TClaimBody,
  TProject,
  TProjectListPage,
  TProjectListQuery,
  TPublishedVersion,
  TReviewItem,
} from '@arcana/shared/schemas';
import { api } from '../../api/api';

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectList: build.query<TProjectListPage, TProjectListQuery>({
      query: (params) => ({ url: PROJECT_PATHS.list, params }),
      providesTags: ['Projects'],
    }),
    project: build.query<TProject, string>({
      query: (slug) => fillPath(PROJECT_PATHS.bySlug, { slug }),
      providesTags: ['Projects'],
    }),
    myProjects: build.query<TProject[], void>({ query: () => PROJECT_PATHS.mine, providesTags: ['Projects'] }),
    publishedVersion: build.query<TPublishedVersion, string>({
      query: (hash) => fillPath(PROJECT_PATHS.version, { hash }),
    }),
    claimCard: build.mutation<TCard, TClaimBody & { collectionId: string }>({
      query: ({ collectionId, ...body }) => ({ url: fillPath(PROJECT_PATHS.claim, { collectionId }), method: 'POST', body }),
      // The card reaches the inventory over the realtime link; the design's figures change here.
      invalidatesTags: ['Projects'],
    }),
    reviewQueue: build.query<TReviewItem[], void>({ query: () => REVIEW_PATHS.queue, providesTags: ['Reviews'] }),
    approveVersion: build.mutation<null, string>({
      query: (versionId) => ({ url: fillPath(REVIEW_PATHS.approve, { versionId }), method: 'POST' }),
      invalidatesTags: ['Reviews', 'Projects'],
    }),
    rejectVersion: build.mutation<null, { versionId: string; reason: string }>({
      query: ({ versionId, reason }) => ({ url: fillPath(REVIEW_PATHS.reject, { versionId }), method: 'POST', body: { reason } }),
      invalidatesTags: ['Reviews', 'Projects'],
    }),
  }),
});

export const {
  useProjectListQuery,
  useProjectQuery,
  useMyProjectsQuery,
  usePublishedVersionQuery,
  useClaimCardMutation,
  useReviewQueueQuery,
  useApproveVersionMutation,
  useRejectVersionMutation,
} = projectsApi;
