export { SocialButtons } from './SocialButtons';
export { PopupError } from './oauth-popup';
export { useOauthProvidersQuery, useUnlinkProviderMutation } from './oauth.api';
export { useProviderPopup } from './useProviderPopup';
