import { fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type {
  TCard,
  TClaimBody,
  TCollectedDesigns,
  TCollection,
  TCollectionBody,
  TCollectionPatch,
  TDesign,
  TDesignBody,
  TDesignPatch,
  TModeratedProjectPage,
  TModeratedProjectQuery,
  TProject,
  TProjectBody,
  TProjectPatch,
  TProjectListPage,
  TProjectListQuery,
  TPublishedVersion,
  TReviewItem,
  TTestDraw,
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
    /** The signed-in viewer's cards of a collection, by design: what its page marks as theirs. */
    collectedDesigns: build.query<TCollectedDesigns, string>({
      query: (collectionId) => fillPath(PROJECT_PATHS.collected, { collectionId }),
      providesTags: ['Collected'],
    }),
    claimCard: build.mutation<TCard, TClaimBody & { collectionId: string }>({
      query: ({ collectionId, ...body }) => ({ url: fillPath(PROJECT_PATHS.claim, { collectionId }), method: 'POST', body }),
      // The card reaches the inventory over the realtime link; the design's figures, the draws left and what the viewer holds change here.
      invalidatesTags: ['Projects', 'Draws', 'Collected'],
    }),
    // The creator's writes: each answer is the thing as it now stands, and the Forge reads the rest anew.
    createProject: build.mutation<TProject, TProjectBody>({
      query: (body) => ({ url: PROJECT_PATHS.list, method: 'POST', body }),
      invalidatesTags: ['Projects'],
    }),
    updateProject: build.mutation<TProject, TProjectPatch & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: fillPath(PROJECT_PATHS.one, { projectId }), method: 'PATCH', body }),
      invalidatesTags: ['Projects'],
    }),
    addCollection: build.mutation<TCollection, TCollectionBody & { projectId: string }>({
      query: ({ projectId, ...body }) => ({ url: fillPath(PROJECT_PATHS.collections, { projectId }), method: 'POST', body }),
      invalidatesTags: ['Projects'],
    }),
    updateCollection: build.mutation<TCollection, TCollectionPatch & { collectionId: string }>({
      query: ({ collectionId, ...body }) => ({ url: fillPath(PROJECT_PATHS.collection, { collectionId }), method: 'PATCH', body }),
      invalidatesTags: ['Projects'],
    }),
    addDesign: build.mutation<TDesign, TDesignBody & { collectionId: string }>({
      query: ({ collectionId, ...body }) => ({ url: fillPath(PROJECT_PATHS.designs, { collectionId }), method: 'POST', body }),
      invalidatesTags: ['Projects'],
    }),
    updateDesign: build.mutation<TDesign, TDesignPatch & { designId: string }>({
      query: ({ designId, ...body }) => ({ url: fillPath(PROJECT_PATHS.design, { designId }), method: 'PATCH', body }),
      invalidatesTags: ['Projects'],
    }),
    removeDesign: build.mutation<null, string>({
      query: (designId) => ({ url: fillPath(PROJECT_PATHS.design, { designId }), method: 'DELETE' }),
      invalidatesTags: ['Projects'],
    }),
    submitCollection: build.mutation<TCollection, string>({
      query: (collectionId) => ({ url: fillPath(PROJECT_PATHS.submit, { collectionId }), method: 'POST' }),
      invalidatesTags: ['Projects'],
    }),
    testDraw: build.mutation<TTestDraw, string>({
      query: (collectionId) => ({ url: fillPath(PROJECT_PATHS.testDraw, { collectionId }), method: 'POST' }),
    }),
    moderatedProjects: build.query<TModeratedProjectPage, TModeratedProjectQuery>({
      query: (params) => ({ url: REVIEW_PATHS.projects, params }),
      providesTags: ['Projects'],
    }),
    suspendProject: build.mutation<null, { projectId: string; reason: string }>({
      query: ({ projectId, reason }) => ({ url: fillPath(REVIEW_PATHS.suspend, { projectId }), method: 'POST', body: { reason } }),
      invalidatesTags: ['Projects'],
    }),
    restoreProject: build.mutation<null, string>({
      query: (projectId) => ({ url: fillPath(REVIEW_PATHS.unsuspend, { projectId }), method: 'POST' }),
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
  useCollectedDesignsQuery,
  useClaimCardMutation,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useAddCollectionMutation,
  useUpdateCollectionMutation,
  useAddDesignMutation,
  useUpdateDesignMutation,
  useRemoveDesignMutation,
  useSubmitCollectionMutation,
  useTestDrawMutation,
  useReviewQueueQuery,
  useModeratedProjectsQuery,
  useSuspendProjectMutation,
  useRestoreProjectMutation,
  useApproveVersionMutation,
  useRejectVersionMutation,
} = projectsApi;
