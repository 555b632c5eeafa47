export { useProjectListQuery, useProjectQuery, usePublishedVersionQuery } from './projects.api';
