import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { loadView } from '../views/loadView'
import type { ViewLoader } from '../views/viewModule'

const cache = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>()

/**
 * The lazily loaded component of a view or feature panel (one per loader, so it keeps its state
 * across renders; its chunk is fetched once, shared with loadView).
 */
export function getLazyView(loader: ViewLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader)
  if (!component) {
    component = lazy(() => loadView(loader).then((view) => ({ default: view })))
    cache.set(loader, component)
  }
  return component
}
