import type { ComponentType } from 'react'
import type { ViewLoader } from './viewModule'

const loading = new WeakMap<ViewLoader, Promise<ComponentType>>()
const loaded = new WeakMap<ViewLoader, ComponentType>()

/**
 * Loads a view's chunk once (a failed load is tried again next time) and remembers its
 * component, so that the outlet can render it at once, without suspending (getLoadedView).
 */
export function loadView(loader: ViewLoader): Promise<ComponentType> {
  let promise = loading.get(loader)
  if (!promise) {
    promise = loader().then((module) => {
      loaded.set(loader, module.default)
      return module.default
    })
    loading.set(loader, promise)
    promise.catch(() => loading.delete(loader))
  }
  return promise
}

/** The component of a view whose chunk has loaded (loadView), else undefined. */
export function getLoadedView(loader: ViewLoader): ComponentType | undefined {
  return loaded.get(loader)
}
