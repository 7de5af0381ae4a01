import { describe, expect, it } from 'vitest'
import { RELAY_URL_ENV, readWalletConfig, WALLET_PROJECT_ID } from './readWalletConfig'

describe('readWalletConfig', () => {
  it('takes the relay from VITE_RELAY_URL and the URI from ?uri=', () => {
    const search = `?uri=${encodeURIComponent('wc:abc@2?relay-protocol=irn')}`
    expect(readWalletConfig(search, { [RELAY_URL_ENV]: 'ws://127.0.0.1:4455' })).toEqual({
      relayUrl: 'ws://127.0.0.1:4455',
      projectId: WALLET_PROJECT_ID,
      uri: 'wc:abc@2?relay-protocol=irn',
    })
  })

  it('lets ?relay= override the environment', () => {
    const config = readWalletConfig('?relay=ws://127.0.0.1:9000/', {
      [RELAY_URL_ENV]: 'ws://127.0.0.1:4455',
    })
    expect(config).toEqual({ relayUrl: 'ws://127.0.0.1:9000', projectId: WALLET_PROJECT_ID })
  })

  it('refuses to start without a relay, with a non-WebSocket one, or one with credentials', () => {
    expect(() => readWalletConfig('', {})).toThrow(
      'No relay URL: open the page with ?relay=ws://127.0.0.1:PORT or set VITE_RELAY_URL.',
    )
    expect(() => readWalletConfig('?relay=http://127.0.0.1:1', {})).toThrow(
      'The relay URL must start with ws:// or wss://, got "http://127.0.0.1:1".',
    )
    expect(() => readWalletConfig('?relay=not a url', {})).toThrow('is not a URL')
    expect(() => readWalletConfig('?relay=ws://me:pw@127.0.0.1:1', {})).toThrow(
      expect.objectContaining({ name: 'WalletConfigError' }),
    )
  })
})
