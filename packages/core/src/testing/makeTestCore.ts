import { type AppKitCore, createAppKitCore } from '../client/createAppKitCore'
import type { AppKitServicesInput } from '../client/services'
import type { AppKitOptions } from '../options/options'
import { makeTestAdapter, type TestAdapter } from './adapter'
import { mainnet, optimism, solanaMainnet } from './networks'

/** Builds an instance for flow tests: all API base URLs point at `baseUrl` (a test server). */
export function makeTestCore(
  baseUrl: string,
  options: Partial<AppKitOptions> = {},
  services: AppKitServicesInput = {},
): { core: AppKitCore; evm: TestAdapter; solana: TestAdapter; warnings: string[] } {
  const evm = makeTestAdapter('eip155', [mainnet, optimism])
  const solana = makeTestAdapter('solana', [solanaMainnet])
  const warnings: string[] = []
  const core = createAppKitCore(
    {
      projectId: 'test-project',
      networks: [mainnet, optimism, solanaMainnet],
      adapters: [evm, solana],
      apiUrls: { blockchain: baseUrl, wallet: baseUrl, analytics: baseUrl },
      apiTransport: { retryBaseDelayMs: 1 },
      ...options,
    },
    {
      platform: { isMobile: false, url: 'http://127.0.0.1/app', domain: '127.0.0.1' },
      logger: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
      ...services,
    },
  )
  return { core, evm, solana, warnings }
}
