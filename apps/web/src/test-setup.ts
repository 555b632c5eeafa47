import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// jsdom lacks the layout APIs Mantine components call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
// A growing text area listens for fonts arriving; jsdom loads none.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// Testing Library unmounts between tests by itself only when test globals are on; they are not here.
// The files of a worker share one document (vitest.config.ts): what a test left in the browser's
// stores (toasts, storage) goes with it.
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  localStorage.clear();
  sessionStorage.clear();
});
