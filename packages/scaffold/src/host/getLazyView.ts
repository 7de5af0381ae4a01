import type { View } from '@appkit/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewLoader } from '../views/viewModule'

const cache = new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>()

/**
 * The lazily loaded component of a view (one per loader, so a view keeps its state across
 * renders and its chunk is fetched once); undefined when the view has no loader.
 */
export function getLazyView(
  loaders: Partial<Record<View, ViewLoader>>,
  view: View,
): LazyExoticComponent<ComponentType> | undefined {
  const loader = loaders[view]
  if (!loader) return undefined
  let component = cache.get(loader)
  if (!component) {
    component = lazy(loader)
    cache.set(loader, component)
  }
  return component
}
