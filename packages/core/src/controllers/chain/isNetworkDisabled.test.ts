import { describe, expect, it } from 'vitest'
import { mainnet, optimism, solanaMainnet } from '../../testing/networks'
import { setChainAccountData } from './account'
import { createChain } from './chain'
import { isNetworkDisabled } from './isNetworkDisabled'

describe('isNetworkDisabled', () => {
  it('enables every network while nothing is connected or the wallet supports all networks', () => {
    const chain = createChain({ networks: [mainnet, optimism, solanaMainnet] })
    expect(isNetworkDisabled(chain, optimism)).toBe(false)
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    expect(isNetworkDisabled(chain, optimism)).toBe(false)
  })

  it('disables networks the connected wallet did not approve, in its namespace only', () => {
    const chain = createChain({ networks: [mainnet, optimism, solanaMainnet] })
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    const state = chain.namespaces.eip155!.networkState
    state.supportsAllNetworks = false
    state.approvedCaipNetworkIds = ['eip155:1']
    expect(isNetworkDisabled(chain, mainnet)).toBe(false)
    expect(isNetworkDisabled(chain, optimism)).toBe(true)
    expect(isNetworkDisabled(chain, solanaMainnet)).toBe(false)
    expect(isNetworkDisabled(chain, optimism, 'AUTH')).toBe(false)
  })
})
