export { keyboardScrolled } from './keyboard-scrolled';
export { ProjectView } from './ProjectView';
export {
  useApproveVersionMutation,
  useMyProjectsQuery,
  usePublishedVersionQuery,
  useRejectVersionMutation,
  useReviewQueueQuery,
} from './projects.api';
