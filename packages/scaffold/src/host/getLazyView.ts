import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewLoader } from '../views/viewModule'

const cache = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>()

/**
 * The lazily loaded component of a view or feature panel (one per loader, so it keeps its state
 * across renders and its chunk is fetched once); undefined when `name` has no loader.
 */
export function getLazyView<Name extends string>(
  loaders: Partial<Record<Name, ViewLoader>>,
  name: Name,
): LazyExoticComponent<ComponentType> | undefined {
  const loader = loaders[name]
  if (!loader) return undefined
  let component = cache.get(loader)
  if (!component) {
    component = lazy(loader)
    cache.set(loader, component)
  }
  return component
}
