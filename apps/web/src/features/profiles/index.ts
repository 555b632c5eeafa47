export { PublicProfileSettings } from './PublicProfileSettings';
