import './app/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Mantine's reset and variables; each component's own CSS arrives with the component (build/mantine-styles-per-component.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import './app/global.css';
import { App } from './app/App';
import { loadPagesFor } from './app/router';
import { prerenderSession, viewerOf } from './app/prerendered';
import { renderedPageData, seedPageData } from './app/page-data';
import { syncSessionAcrossTabs } from './app/session-sync';
import { createStore } from './state/store';

const store = createStore();
syncSessionAcrossTabs(store);

function render() {
  const container = document.getElementById('root')!;
  // What a page rendered on request was drawn with is in the cache before the first render draws it.
  const pageData = renderedPageData();
  seedPageData(store, pageData);
  const state = store.getState();
  const prerenderedFor = container.dataset.prerenderedFor;
  // A page prerendered for this kind of viewer is taken over as it stands. So is a page rendered on
  // request for a visitor and opened by a member (docs/decisions/031): taken over as the visitor's it
  // was drawn as (hydration reads serverState), then drawn for the member as a sign-in would, changing
  // only what differs. Any other page is rendered afresh. Either way in a transition: React then works
  // in slices the browser can answer between, and answers that arrive meanwhile are drawn after,
  // instead of meeting a page half taken over that still shows the state before.
  const serverState =
    prerenderedFor === viewerOf(state.session)
      ? state
      : prerenderedFor === 'visitor' && pageData.length > 0
        ? { ...state, session: prerenderSession('visitor') }
        : null;
  startTransition(() => {
    if (serverState) hydrateRoot(container, <App store={store} serverState={serverState} Router={BrowserRouter} />);
    else createRoot(container).render(<App store={store} Router={BrowserRouter} />);
  });
}

// The development server pre-bundles Mantine without the per-component styles: it gets them all.
const developmentStyles = import.meta.env.DEV
  ? Promise.all([import('@mantine/core/styles.layer.css'), import('@mantine/notifications/styles.layer.css')])
  : null;
// The first paint is the page itself, not a spinner it replaces (index.html preloads the usual first
// pages). Not a top-level await: Rolldown would then split the entry into many small chunks.
void Promise.all([developmentStyles, loadPagesFor(window.location.pathname)]).then(render);
