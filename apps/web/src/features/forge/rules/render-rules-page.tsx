import { renderSubpage } from '../render-subpage';
import CollectionRulesPage from './CollectionRulesPage';

/** A collection's rules page as the app draws it, at its address; the store is returned so a test can wire the socket to it. */
export const renderRulesPage = (collectionId: string) =>
  renderSubpage('/forge/collections/:collectionId/rules', `/forge/collections/${collectionId}/rules`, <CollectionRulesPage />);
