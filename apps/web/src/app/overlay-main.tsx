import { createRoot } from 'react-dom/client';
import './fonts.css';
import './overlay.css';
import { isPreviewAddress, OverlayPage, OverlayPreviewPage } from '../features/overlays';

const root = createRoot(document.getElementById('overlay')!);
if (isPreviewAddress(window.location.search)) root.render(<OverlayPreviewPage />);
else {
  // The token is the address's fragment: never sent to the server in a request line.
  const token = decodeURIComponent(window.location.hash.slice(1));
  const layout = new URLSearchParams(window.location.search).get('layout') === 'ticker' ? 'ticker' : 'reveal';
  root.render(<OverlayPage token={token} layout={layout} />);
}
