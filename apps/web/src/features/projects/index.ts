export { ProjectView } from './ProjectView';
export type { projectsApi } from './projects.api';
export {
  useAddCollectionMutation,
  useAddDesignMutation,
  useApproveVersionMutation,
  useCreateProjectMutation,
  useModeratedProjectsQuery,
  useMyProjectsQuery,
  usePublishedVersionQuery,
  useRejectVersionMutation,
  useRemoveDesignMutation,
  useRestoreProjectMutation,
  useReviewQueueQuery,
  useSubmitCollectionMutation,
  useSuspendProjectMutation,
  useTestDrawMutation,
  useUpdateCollectionMutation,
  useUpdateDesignMutation,
  useUpdateProjectMutation,
} from './projects.api';
export { PictureUpload } from './PictureUpload';
export { useUploadProjectPictureMutation } from './pictures.api';
