import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { setActiveNetwork } from '../controllers/chain/chain'
import { makeTestCore } from '../testing/makeTestCore'
import { solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { selectOnrampProviderForAccount } from './onrampFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'POST /v1/generators/onrampurl': (r) => ({
      body: {
        url: `http://127.0.0.1/buy?for=${(r.body as { partnerUserId: string }).partnerUserId}`,
      },
    }),
  })
})
afterAll(() => server.close())

function connected(options: Parameters<typeof makeTestCore>[1] = {}) {
  const { core } = makeTestCore(server.url, options)
  setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
  return core
}

describe('on-ramp flow', () => {
  it('SPEC §9 "Two on-ramp providers" by default: meld and coinbase', () => {
    const core = connected({ onrampUrls: { meld: 'http://127.0.0.1/meld' } })
    expect(core.onramp.providers).toEqual([
      { name: 'meld', url: 'http://127.0.0.1/meld' },
      { name: 'coinbase', url: '' },
    ])
    expect(makeTestCore(server.url).core.onramp.providers[0]?.url).toBe('https://meldcrypto.com')
  })

  it('SPEC §4 "selecting provider meld appends publicKey, destinationCurrencyCode (SOL on Solana, else USDC), walletAddress and externalCustomerId (project id)"', async () => {
    const core = connected({ onrampUrls: { meld: 'http://127.0.0.1/meld' } })
    const meld = core.onramp.providers[0]!
    const { url } = await selectOnrampProviderForAccount(core, meld)
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      publicKey: '0xa',
      destinationCurrencyCode: 'USDC',
      walletAddress: '0xa',
      externalCustomerId: 'test-project',
    })
    setActiveNetwork(core.chain, solanaMainnet)
    setChainAccountData(core.chain, 'solana', { address: 'So1' })
    const onSolana = await selectOnrampProviderForAccount(core, meld)
    expect(new URL(onSolana.url).searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })

  it('SPEC §7 "POST /v1/generators/onrampurl" gives the coinbase URL: destinationWallets, defaultNetwork, partnerUserId, defaultExperience buy, presetFiatAmount', async () => {
    const core = connected()
    core.onramp.paymentAmount = '50'
    const coinbase = core.onramp.providers[1]!
    await expect(selectOnrampProviderForAccount(core, coinbase)).resolves.toEqual({
      name: 'coinbase',
      url: 'http://127.0.0.1/buy?for=0xa',
    })
    expect(core.onramp.selectedProvider?.url).toBe('http://127.0.0.1/buy?for=0xa')
    expect(server.requests.at(-1)?.body).toEqual({
      destinationWallets: [{ address: '0xa', blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: '0xa',
      presetFiatAmount: '50',
      defaultExperience: 'buy',
    })
    await expect(
      selectOnrampProviderForAccount(makeTestCore(server.url).core, coinbase),
    ).rejects.toThrow('No ActiveCaipAddress found')
  })
})
