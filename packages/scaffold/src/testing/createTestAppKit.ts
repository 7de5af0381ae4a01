import { createMemoryBackend, type StorageBackend } from '@appkit/core'
import { mainnet, makeTestAdapter, optimism, type TestAdapter } from '@appkit/core/testing'
import type { AppKit } from '../client/AppKit'
import type { CreateAppKitOptions } from '../client/CreateAppKitOptions'
import { createAppKit } from '../client/createAppKit'
import { renderViewsApart } from '../client/mountHostWhenOpened'

const created = new Set<AppKit>()

/**
 * Destroys every instance {@link createTestAppKit} made (each unmounts its modal host), so no
 * React root of a finished test commits after the test file's DOM is gone.
 */
export function destroyTestAppKits(): void {
  for (const appKit of created) appKit.destroy()
  created.clear()
}

/** An instance for the scaffold's tests, with core's in-memory EVM adapter. */
export type TestAppKit = { appKit: AppKit; evm: TestAdapter; storage: StorageBackend }

/**
 * Creates an instance over core's test adapter (core never imports a chain library; the real
 * WagmiAdapter is exercised in the demo's Chromium tests) with memory storage and no service
 * unless `options.apiUrls` names one, and no idle preload of the modal's scripts unless
 * `options.modalPreload` is `'idle'`. Its views are rendered on their own by the tests
 * (`renderInModal`), so a flow opening its modal adds no host unless `rig.hostWhenOpened`;
 * `open()` always does.
 */
export function createTestAppKit(
  options: Partial<CreateAppKitOptions> = {},
  rig: { hostWhenOpened?: boolean } = {},
): TestAppKit {
  const evm = makeTestAdapter('eip155', [mainnet, optimism])
  const storage = options.services?.storage ?? createMemoryBackend()
  const appKit = createAppKit({
    networks: [mainnet, optimism],
    adapters: [evm],
    // The tests choose when the modal's scripts (and lazy adapters) load: no idle preload
    // unless a test asks for it (preloadModalWhenIdle.test.ts does).
    modalPreload: 'intent',
    ...options,
    services: {
      platform: { isMobile: false, url: 'http://127.0.0.1/app', domain: '127.0.0.1' },
      logger: { warn: () => {}, error: () => {} },
      ...options.services,
      storage,
    },
  })
  created.add(appKit)
  if (!rig.hostWhenOpened) renderViewsApart(appKit)
  return { appKit, evm, storage }
}

/** The shadow root of the newest modal host, once the modal was opened. */
export function getModalRoot(): ShadowRoot {
  const root = [...document.querySelectorAll('appkit-modal')].at(-1)?.shadowRoot
  if (!root) throw new Error('The modal host is not in the page')
  return root
}
