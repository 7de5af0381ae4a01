import { describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../controllers/chain/chain'
import { makeTestCore } from '../testing/makeTestCore'
import { optimism, solanaMainnet } from '../testing/networks'
import { embeddedFrameUrl } from './embeddedFrameUrl'

describe('embeddedFrameUrl', () => {
  it("SPEC §7 'Iframe URL carries projectId, chainId, version, enableLogger, rpcUrl; SDK version 4'", () => {
    const { core } = makeTestCore('http://127.0.0.1:1', { debug: true })
    setActiveNetwork(core.chain, optimism)
    const url = embeddedFrameUrl(core, 'http://127.0.0.1:4000/frame?version=1')
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4000/frame')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'test-project',
      chainId: 'eip155:10',
      version: '4',
      enableLogger: 'true',
      rpcUrl: optimism.rpcUrls.default.http[0],
    })
  })

  it('follows the active network of any namespace and leaves out a missing project id', () => {
    const { core } = makeTestCore('http://127.0.0.1:1')
    setActiveNetwork(core.chain, solanaMainnet)
    const { projectId: _omitted, ...withoutProject } = core.options
    const url = embeddedFrameUrl({ ...core, options: withoutProject }, 'http://127.0.0.1:4000/')
    expect(url.searchParams.has('projectId')).toBe(false)
    expect(url.searchParams.get('chainId')).toBe(solanaMainnet.caipNetworkId)
    expect(url.searchParams.get('enableLogger')).toBe('false')
  })
})
