export { ProjectView } from './ProjectView';
export { useApproveVersionMutation, usePublishedVersionQuery, useRejectVersionMutation, useReviewQueueQuery } from './projects.api';
