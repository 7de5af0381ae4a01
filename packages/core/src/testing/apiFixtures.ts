import { createApiClient } from '../api/apiClient'

/** A token balance body as the blockchain API returns it. */
export const usdcBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b8',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'http://127.0.0.1/usdc.png',
}

/** A transaction body as the history route returns it. */
export function makeTransaction(
  id: string,
  minedAt: string,
  options: { chain?: string; spam?: boolean } = {},
) {
  return {
    id,
    metadata: {
      minedAt,
      chain: options.chain ?? 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: options.spam
      ? [{ nft_info: { name: 'spam', flags: { is_spam: true } }, quantity: { numeric: '1' } }]
      : [{ fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '0.1' } }],
  }
}

/** An API client against a test server with a controllable clock. */
export function makeTestApiClient(baseUrl: string, projectId = 'test-project') {
  const time = { now: 1_700_000_000_000 }
  const client = createApiClient({
    baseUrl,
    projectId,
    sdkType: 'appkit',
    sdkVersion: 'core-test',
    fetch: (input, init) => fetch(input, init),
    clock: { now: () => time.now },
    // Retries stay on (as in production) with a short first delay to keep tests quick.
    transport: { retryBaseDelayMs: 1 },
  })
  return { client, time }
}
