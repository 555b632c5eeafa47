export { OverlayPage } from './page/OverlayPage';
export { OverlayDashboard } from './dashboard/OverlayDashboard';
