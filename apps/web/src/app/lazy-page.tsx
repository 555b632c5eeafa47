import { lazy, useState, type ComponentType, type ElementType } from 'react';
import { ChunkLoadError } from '../components/error-boundary/chunk-load';

type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's code; once it is here the page renders at once, without suspending. */
  load(): Promise<unknown>;
}

/**
 * A page in its own chunk. `load` lets the entry fetch the first page's code before the first render,
 * so the first paint is the page itself rather than a loading spinner the page then replaces. A load
 * that fails throws ChunkLoadError, which the error boundary answers with a reload.
 */
export function lazyPage(importPage: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<PageModule> | null = null;
  const load = () =>
    (loading ??= importPage().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (failure: unknown) => {
        loading = null;
        throw new ChunkLoadError(failure);
      },
    ));
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: turning <Lazy /> into <Loaded /> later would remount the page and lose its state.
    const [Component] = useState<ElementType>(() => Loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { load });
}
