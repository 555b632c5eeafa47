export { CardForge } from './CardForge';
export { CRAFTED_TAGS } from './crafting.api';
export { ForgedRevealHost } from './ForgedReveal';
export { CraftTab } from './CraftTab';
export { ProjectSets } from './ProjectSets';
