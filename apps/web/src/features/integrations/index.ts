export { ProviderList } from './ProviderList';
