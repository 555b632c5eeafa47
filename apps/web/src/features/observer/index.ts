export { useObserverMode } from './useObserverMode';
