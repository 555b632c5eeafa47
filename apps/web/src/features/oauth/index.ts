export { SocialButtons } from './SocialButtons';
export { PopupError, runInPopup, type PopupReport } from './oauth-popup';
export { useOauthProvidersQuery, useUnlinkProviderMutation } from './oauth.api';
export { useProviderPopup } from './useProviderPopup';
