export { findHouseVersion, type ActiveVersion } from './odds-versions.repo.js';
