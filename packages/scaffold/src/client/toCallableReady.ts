/**
 * `ready` as both AppKit's method and our earlier promise: `await appKit.ready()` and
 * `await appKit.ready` each wait for the stored connections to be restored at start.
 */
export type CallableReady = (() => Promise<void>) & PromiseLike<void>

/** Makes {@link CallableReady} from the promise of the start. */
export function toCallableReady(promise: Promise<void>): CallableReady {
  const ready = () => promise
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, so `await appKit.ready` keeps working
  return Object.assign(ready, { then: promise.then.bind(promise) }) as CallableReady
}
