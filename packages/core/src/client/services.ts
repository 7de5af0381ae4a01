import { type AppKitStorage, createStorage } from '../storage/createStorage'
import { createMemoryBackend, type StorageBackend } from '../storage/StorageBackend'
import { STORAGE_KEY_PREFIX } from '../storage/storageKeys'
import { type Clock, systemClock } from '../time/clock'

/** Where the page runs. */
export type Platform = {
  isMobile: boolean
  url: string
  domain: string
  /** The visitor's operating system, as far as the social list cares (SPEC §9). */
  os?: 'ios' | 'mac' | 'android' | 'other' | undefined
  /** True inside Telegram's in-app browser (SPEC §9 'On Telegram: ...'). */
  telegram?: boolean | undefined
  /** The visitor's IANA time zone (SPEC §9 'Restricted timezones' hide the on-ramp). */
  timeZone?: string | undefined
}

/** A logger for warnings and errors. */
export type Logger = { warn(message: string): void; error(message: string, error?: unknown): void }

/**
 * The services an instance uses, injected so that SSR, tests and two instances are safe. Every
 * controller and flow reads and writes through the one typed `storage`.
 */
export type AppKitServices = {
  fetch: typeof fetch
  storage: AppKitStorage
  clock: Clock
  platform: Platform
  logger: Logger
}

/**
 * What a dapp or a test may inject: any service, and for storage the backend that keeps its
 * strings (localStorage, cookies for SSR, memory). The instance builds its typed storage on it.
 */
export type AppKitServicesInput = Partial<Omit<AppKitServices, 'storage'>> & {
  storage?: StorageBackend | undefined
}

/** Options of {@link resolveServices}. */
export type ResolveServicesOptions = {
  /** Scopes the storage keys to `@appkit-wallet/{scope}.` (two instances on one page). */
  storageScope?: string | undefined
}

/**
 * Fills missing services with defaults (global fetch, memory storage, system clock) and builds
 * the typed storage (SPEC §3 prefix '@appkit-wallet/', scoped when asked) on the injected backend.
 *
 * @example
 * const services = resolveServices({ storage: createLocalStorageBackend() })
 * services.storage.set('connected_social', 'google')
 */
export function resolveServices(
  services: AppKitServicesInput = {},
  options: ResolveServicesOptions = {},
): AppKitServices {
  const { storageScope } = options
  return {
    fetch: services.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    storage: createStorage({
      backend: services.storage ?? createMemoryBackend(),
      prefix: storageScope ? `${STORAGE_KEY_PREFIX}${storageScope}.` : STORAGE_KEY_PREFIX,
    }),
    clock: services.clock ?? systemClock,
    platform: services.platform ?? {
      isMobile: false,
      url: globalThis.location?.href ?? 'about:blank',
      domain: globalThis.location?.hostname || 'localhost',
    },
    logger: services.logger ?? {
      warn: (message) => console.warn(message),
      error: (message, error) => console.error(message, error),
    },
  }
}
