export { OverlayPage, OverlayPreviewPage } from './page/OverlayPage';
export { isPreviewAddress } from './preview/preview-link';
export { OverlayDashboard } from './dashboard/OverlayDashboard';
