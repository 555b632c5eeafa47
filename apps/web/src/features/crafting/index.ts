export { CardForge } from './CardForge';
export { CraftTab } from './CraftTab';
export { ProjectSets } from './ProjectSets';
