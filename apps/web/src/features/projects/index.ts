export { ProjectView } from './ProjectView';
export {
  useApproveVersionMutation,
  useMyProjectsQuery,
  usePublishedVersionQuery,
  useRejectVersionMutation,
  useReviewQueueQuery,
} from './projects.api';
