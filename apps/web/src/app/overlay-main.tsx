import { createRoot } from 'react-dom/client';
import './fonts.css';
import './overlay.css';
import { OverlayPage } from '../features/overlays';

// The token is the address's fragment: never sent to the server in a request line.
const token = decodeURIComponent(window.location.hash.slice(1));
const layout = new URLSearchParams(window.location.search).get('layout') === 'ticker' ? 'ticker' : 'reveal';
createRoot(document.getElementById('overlay')!).render(<OverlayPage token={token} layout={layout} />);
