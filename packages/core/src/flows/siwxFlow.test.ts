import { subscribe } from 'valtio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppKitCore } from '../client/createAppKitCore'
import { setChainAccountData } from '../controllers/chain/account'
import { setActiveNetwork } from '../controllers/chain/chain'
import type { SiwxConfig } from '../options/options'
import { makeTestCore } from '../testing/makeTestCore'
import { mainnet, optimism } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { disconnect } from './connectionFlow'
import { cancelSiwx, requestSiwxAfterConnection, signInWithSiwx } from './siwxFlow'
import { getSiwxSession, signOutWithSiwx } from './siwxSessionFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

function memorySiwx(required: boolean) {
  const sessions: {
    chainId: string
    accountAddress: string
    message: string
    signature: string
  }[] = []
  const siwx: SiwxConfig = {
    required,
    createMessage: async ({ accountAddress, chainId }) => `Sign in ${accountAddress} on ${chainId}`,
    addSession: async (s) => {
      sessions.push(s)
    },
    getSessions: async (chainId, accountAddress) =>
      sessions.filter((s) => s.chainId === chainId && s.accountAddress === accountAddress),
  }
  return { siwx, sessions }
}

function connected(required = true) {
  const { siwx, sessions } = memorySiwx(required)
  const setup = makeTestCore(server.url, { siwx })
  setChainAccountData(setup.core.chain, 'eip155', {
    address: '0xa',
    caipAddress: 'eip155:1:0xa',
    status: 'connected',
    connectorId: 'injected',
  })
  return { ...setup, siwx, sessions }
}

describe('SIWX flow', () => {
  it('SPEC §4 "after connection, if no session for the active network and address, SIWXSignMessage opens"', async () => {
    const { core, sessions } = connected()
    await expect(requestSiwxAfterConnection(core)).resolves.toBe(true)
    expect(core.router.view).toBe('SIWXSignMessage')
    sessions.push({ chainId: 'eip155:1', accountAddress: '0xa', message: 'm', signature: 's' })
    await expect(requestSiwxAfterConnection(core)).resolves.toBe(false)
    const { core: noSiwx } = makeTestCore(server.url)
    await expect(requestSiwxAfterConnection(noSiwx)).resolves.toBe(false)
  })

  it('SPEC §4 "Success adds a session, closes the modal and records the last connected network"', async () => {
    const { core, evm, sessions } = connected()
    await requestSiwxAfterConnection(core)
    await signInWithSiwx(core)
    expect(evm.calls).toContain('sign:Sign in 0xa on eip155:1')
    expect(sessions).toEqual([
      {
        chainId: 'eip155:1',
        accountAddress: '0xa',
        message: 'Sign in 0xa on eip155:1',
        signature: '0xsig',
      },
    ])
    expect(core.modal.open).toBe(false)
    expect(core.siwx).toMatchObject({
      hasSession: true,
      lastConnectedNetworkId: 'eip155:1',
      signing: false,
    })
    expect(core.services.storage.get('siwx_last_network')).toBe('eip155:1')
  })

  it("SPEC §8 toast 'Error signing message' and 'SIWX is not enabled'", async () => {
    const { core, evm } = connected()
    evm.signMessage = async () => {
      throw new Error('user rejected')
    }
    await expect(signInWithSiwx(core)).rejects.toThrow('user rejected')
    expect(core.snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Error signing message',
    })
    const { core: plain } = makeTestCore(server.url)
    await expect(signInWithSiwx(plain)).rejects.toThrow('SIWX is not enabled')
  })

  it('SPEC §4 "Cancel when required: if a session exists on the last connected network switch back to it, else disconnect"', async () => {
    const { core, evm, sessions } = connected()
    sessions.push({ chainId: 'eip155:1', accountAddress: '0xa', message: 'm', signature: 's' })
    core.siwx.lastConnectedNetworkId = 'eip155:1'
    setActiveNetwork(core.chain, optimism)
    await requestSiwxAfterConnection(core)
    expect(core.router.view).toBe('SIWXSignMessage')
    await expect(cancelSiwx(core)).resolves.toBe('switchedBack')
    expect(evm.calls).toContain(`switch:${mainnet.caipNetworkId}`)
    expect(core.chain.namespaces.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(core.modal.open).toBe(false)

    const second = connected()
    await requestSiwxAfterConnection(second.core)
    await expect(cancelSiwx(second.core)).resolves.toBe('disconnected')
    expect(second.evm.calls).toContain('disconnect')
    expect(second.core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
    expect(second.core.modal.open).toBe(false)
  })

  it('SPEC §4 "When not required, just close"', async () => {
    const { core, evm } = connected(false)
    await requestSiwxAfterConnection(core)
    await expect(cancelSiwx(core)).resolves.toBe('closed')
    expect(core.modal.open).toBe(false)
    expect(evm.calls).not.toContain('disconnect')
  })

  it('SPEC §4 "Initialisation failure disconnects and resets to Connect"', async () => {
    const { core, evm, siwx } = connected()
    siwx.getSessions = async () => {
      throw new Error('storage down')
    }
    await expect(requestSiwxAfterConnection(core)).resolves.toBe(false)
    expect(evm.calls).toContain('disconnect')
    expect(core.router.view).toBe('Connect')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBeUndefined()
  })

  it('HOSTILE H "SIWX in progress, when accountsChanged or chainChanged fires before the signature returns, the attempt is aborted and no session is bound"', async () => {
    const { core, evm, sessions } = connected()
    await requestSiwxAfterConnection(core)
    evm.signMessage = async () => {
      setChainAccountData(core.chain, 'eip155', {
        address: '0xother',
        caipAddress: 'eip155:1:0xother',
      })
      return '0xsig'
    }
    await expect(signInWithSiwx(core)).rejects.toThrow(
      'The account or network changed during sign-in',
    )
    expect(sessions).toEqual([])
    expect(core.siwx.hasSession).toBe(false)
    const second = connected()
    second.evm.signMessage = async () => {
      setActiveNetwork(second.core.chain, optimism)
      return '0xsig'
    }
    await expect(signInWithSiwx(second.core)).rejects.toThrow(
      'The account or network changed during sign-in',
    )
    expect(second.sessions).toEqual([])
  })

  it('records SIWX_AUTH_SUCCESS with the network, and the session account in the state', async () => {
    const { core } = connected()
    const events: unknown[] = []
    subscribe(core.events, () => events.push(core.events.lastEvent), true)
    await requestSiwxAfterConnection(core)
    await signInWithSiwx(core)
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'SIWX_AUTH_SUCCESS',
        properties: { network: 'eip155:1', isSmartAccount: false },
      }),
    )
    expect(core.siwx.session).toEqual({ chainId: 'eip155:1', accountAddress: '0xa' })
  })

  it('records SIWX_AUTH_ERROR with the network and whether the visitor rejected, and stores no session', async () => {
    const { core, evm, sessions } = connected()
    evm.signMessage = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(signInWithSiwx(core)).rejects.toThrow('User rejected')
    expect(core.events.lastEvent).toMatchObject({
      event: 'SIWX_AUTH_ERROR',
      properties: { network: 'eip155:1', userRejected: true },
    })
    expect(sessions).toEqual([])
    expect(core.siwx.session).toBeUndefined()
  })

  it('getSiwxSession re-reads the active account’s session and signOutWithSiwx deletes exactly that pair with a wallet signer, then records SIWX_SIGN_OUT', async () => {
    const { core, evm, siwx, sessions } = connected()
    expect(await getSiwxSession(core)).toBeUndefined()
    sessions.push(
      { chainId: 'eip155:1', accountAddress: '0xa', message: 'm', signature: 's' },
      { chainId: 'eip155:10', accountAddress: '0xa', message: 'm', signature: 's' },
    )
    expect(await getSiwxSession(core)).toMatchObject({ chainId: 'eip155:1', message: 'm' })
    expect(core.siwx).toMatchObject({ hasSession: true, session: { chainId: 'eip155:1' } })
    const signed: string[] = []
    siwx.deleteSessions = async (chainId, accountAddress, signer) => {
      signed.push(await signer.signMessage(`Revoke ${chainId}`))
      sessions.splice(
        sessions.findIndex((s) => s.chainId === chainId && s.accountAddress === accountAddress),
        1,
      )
    }
    await signOutWithSiwx(core)
    expect(evm.calls).toContain('sign:Revoke eip155:1')
    expect(signed).toEqual(['0xsig'])
    expect(sessions.map((s) => s.chainId)).toEqual(['eip155:10'])
    expect(core.siwx).toMatchObject({ hasSession: false, session: undefined })
    expect(core.events.lastEvent).toMatchObject({ event: 'SIWX_SIGN_OUT' })
    expect(await getSiwxSession(core)).toBeUndefined()
    const { core: plain } = makeTestCore(server.url)
    await expect(signOutWithSiwx(plain)).rejects.toThrow('SIWX is not enabled')
  })

  it('a refused revocation keeps the session', async () => {
    const { core, siwx, sessions } = connected()
    sessions.push({ chainId: 'eip155:1', accountAddress: '0xa', message: 'm', signature: 's' })
    await getSiwxSession(core)
    siwx.deleteSessions = async () => {
      throw new Error('Signature verification failed')
    }
    await expect(signOutWithSiwx(core)).rejects.toThrow('Signature verification failed')
    expect(core.siwx.hasSession).toBe(true)
  })

  it("SPEC §9 'Signing out on disconnect on by default': a disconnect first signs the address out with the wallet still connected; off, or failing, it disconnects all the same", async () => {
    const signedInSetup = async (signOutOnDisconnect?: boolean, fail = false) => {
      const setup = connected(false)
      const deleted: string[] = []
      setup.siwx.deleteSessions = async (chainId, accountAddress, signer) => {
        if (fail) throw new Error('revocation refused')
        deleted.push(`${chainId} ${accountAddress} ${await signer.signMessage('Revoke')}`)
      }
      if (signOutOnDisconnect !== undefined) setup.siwx.signOutOnDisconnect = signOutOnDisconnect
      setup.sessions.push({
        chainId: 'eip155:1',
        accountAddress: '0xa',
        message: 'm',
        signature: 's',
      })
      expect(await getSiwxSession(setup.core)).toBeDefined()
      return { ...setup, deleted }
    }
    // The namespace the test core's default network belongs to, as the modal would ask.
    const activeNamespace = (core: AppKitCore) => {
      if (!core.chain.activeNamespace) throw new Error('no active namespace')
      return core.chain.activeNamespace
    }
    const byDefault = await signedInSetup()
    await disconnect(byDefault.core, activeNamespace(byDefault.core))
    expect(byDefault.deleted).toEqual(['eip155:1 0xa 0xsig'])
    expect(byDefault.core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')

    const off = await signedInSetup(false)
    await disconnect(off.core, activeNamespace(off.core))
    expect(off.deleted).toEqual([])
    expect(off.core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')

    const failing = await signedInSetup(undefined, true)
    await disconnect(failing.core, activeNamespace(failing.core))
    expect(failing.warnings.join('\n')).toContain('revocation refused')
    expect(failing.core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
  })
})
