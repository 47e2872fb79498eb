import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page component that also exposes its loader. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown> };

/** What a page route carries in its `handle` (src/app/router.tsx). */
export type PageHandle = { load: () => Promise<unknown> };

/**
 * React.lazy around `load`, remembering the loader's promise: calling `load` early (before the
 * first render) and rendering later share one fetch and one evaluation of the chunk.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { load: once });
}
