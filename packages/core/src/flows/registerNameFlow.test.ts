import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppKitCore } from '../client/createAppKitCore'
import { isFeatureSupported } from '../constants/namespaceFeatures'
import { setChainAccountData } from '../controllers/chain/account'
import { getActiveNetwork, setActiveNetwork } from '../controllers/chain/chain'
import { addConnector } from '../controllers/connectors/connectors'
import { push, pushTransactionStack } from '../controllers/router/router'
import { popTransactionStack } from '../controllers/router/transactionStack'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { makeTestCore } from '../testing/makeTestCore'
import { makeNetwork } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { refreshIdentity } from './identityFlow'
import { getAccountNames, getNameLabel, suggestAccountNames } from './nameSuggestionsFlow'
import { getCoinType, isValidAccountName, registerAccountName } from './registerNameFlow'

let server: TestServer
/** What the name service answers for 0xa's identity and reverse lookup. */
let identityName: string | null = null
beforeAll(async () => {
  server = await startTestServer({
    'POST /v1/profile/account': (r) =>
      JSON.parse((r.body as { message: string }).message).name === 'taken'
        ? { status: 409, body: {} }
        : {
            body: {
              success: true,
              name: `${JSON.parse((r.body as { message: string }).message).name}.dapp.test`,
            },
          },
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/identity/0xa': () => ({ body: { name: identityName, avatar: null } }),
    'GET /v1/profile/reverse/0xa': () => ({
      body: identityName
        ? [{ name: identityName, addresses: { '60': { address: '0xa' } }, attributes: {} }]
        : [],
    }),
    'GET /v1/profile/suggestions/alice': () => ({
      body: {
        suggestions: [
          { name: 'alice.dapp.test', registered: true },
          { name: 'alice1.dapp.test', registered: false },
        ],
      },
    }),
    'POST /e': () => ({ status: 202 }),
  })
})
afterAll(() => server.close())

// The namespace comes from the test core's default network, as the modal would ask for it (no
// namespace is named here): names need a namespace whose table entry has them.
function namesNetwork(core: AppKitCore) {
  const network = getActiveNetwork(core.chain)
  if (!network || !isFeatureSupported('names', network))
    throw new Error('the test core must start on a network with names')
  return network
}
const accountOf = (core: AppKitCore) =>
  core.chain.namespaces[namesNetwork(core).chainNamespace]?.accountState

function ready() {
  const setup = makeTestCore(server.url)
  const network = namesNetwork(setup.core)
  const chain = network.chainNamespace
  addConnector(setup.core.connectors, { id: 'AUTH', type: 'AUTH', name: 'Email', chain })
  setChainAccountData(setup.core.chain, chain, {
    address: '0xa',
    caipAddress: `${network.caipNetworkId}:0xa`,
  })
  push(setup.core.router, 'RegisterAccountName')
  return setup
}

describe('name registration flow', () => {
  it('SPEC §5 "Account name: at least 4 characters, letters, digits, hyphens only"', () => {
    expect(isValidAccountName('abcd')).toBe(true)
    expect(isValidAccountName('a-b-9')).toBe(true)
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('abc_d')).toBe(false)
    expect(isValidAccountName('abcd.eth')).toBe(false)
  })

  it('refuses to register an invalid name before anything is signed', async () => {
    const { core, evm } = ready()
    await expect(registerAccountName(core, 'ab_')).rejects.toThrow('Error registering name ab_')
    expect(evm.calls).toEqual([])
  })

  it('SPEC §5 "Chain id for registration below 2147483648 else \'Invalid chainId\'"', () => {
    expect(getCoinType(1)).toBe(60)
    expect(getCoinType(10)).toBe(2147483658)
    expect(getCoinType(2147483647)).toBe(4294967295)
    expect(() => getCoinType(2147483648)).toThrow('Invalid chainId')
    expect(() => getCoinType(Number.NaN)).toThrow('Invalid chainId')
  })

  it("SPEC §5 \"Registration needs an active network ('Network not found') and address plus auth connector ('Address or auth connector not found')\"", async () => {
    const noNetwork = makeTestCore(server.url, { networks: [], adapters: [] }).core
    await expect(registerAccountName(noNetwork, 'alice')).rejects.toThrow('Network not found')
    // SPEC §8 alert 'Network Not Found'.
    expect(noNetwork.alerts).toMatchObject({ open: true, shortMessage: 'Network Not Found' })
    const noAuth = makeTestCore(server.url).core
    setChainAccountData(noAuth.chain, namesNetwork(noAuth).chainNamespace, { address: '0xa' })
    await expect(registerAccountName(noAuth, 'alice')).rejects.toThrow(
      'Address or auth connector not found',
    )
    const noAddress = makeTestCore(server.url).core
    addConnector(noAddress.connectors, {
      id: 'AUTH',
      type: 'AUTH',
      name: 'Email',
      chain: namesNetwork(noAddress).chainNamespace,
    })
    await expect(registerAccountName(noAddress, 'alice')).rejects.toThrow(
      'Address or auth connector not found',
    )
    const { core } = ready()
    setActiveNetwork(core.chain, makeNetwork(namesNetwork(core).chainNamespace, 2147483648))
    await expect(registerAccountName(core, 'alice')).rejects.toThrow('Invalid chainId')
  })

  it('SPEC §4 "loading set, user signs, loading cleared, registration call. Success stores the profile name and shows the success view"', async () => {
    const { core, evm } = ready()
    const signing: boolean[] = []
    const sign = evm.signMessage
    evm.signMessage = async (p) => {
      signing.push(core.modal.loading)
      return sign(p)
    }
    await registerAccountName(core, 'alice')
    expect(signing).toEqual([true])
    expect(core.modal.loading).toBe(false)
    const body = server.requests.at(-1)?.body as {
      coin_type: number
      address: string
      message: string
      signature: string
    }
    expect(body).toMatchObject({ coin_type: 60, address: '0xa', signature: '0xsig' })
    expect(JSON.parse(body.message)).toEqual({
      name: 'alice',
      attributes: {},
      timestamp: expect.any(Number),
    })
    // The name the service registered, with the deployment's suffix.
    expect(accountOf(core)?.profileName).toBe('alice.dapp.test')
    expect(core.router.view).toBe('RegisterAccountNameSuccess')
    expect(core.router.transactionStack).toEqual([])
  })

  it('SPEC §4 "failure restores the registration view and throws" (\'Error registering name {name}\')', async () => {
    const { core } = ready()
    await expect(registerAccountName(core, 'taken')).rejects.toThrow('Error registering name taken')
    expect(core.router.view).toBe('RegisterAccountName')
    expect(core.modal.loading).toBe(false)
    expect(accountOf(core)?.profileName).toBeUndefined()
  })

  it('SPEC §2 "Name registration pushes a transaction stack whose cancel returns to RegisterAccountName", cancelled while the signature is pending', async () => {
    const { core, evm } = ready()
    let sign!: (signature: string) => void
    evm.signMessage = () =>
      new Promise<string>((resolve) => {
        sign = resolve
      })
    const other = { onCancel: () => {} }
    pushTransactionStack(core.router, other)
    const before = server.requests.length
    const pending = registerAccountName(core, 'alice')
    const outcome = expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(core.modal.loading).toBe(true)
    expect(core.router.transactionStack).toHaveLength(2)
    popTransactionStack(core.router, { isConnected: true, close: () => {} }, 'cancel')
    expect(core.router.view).toBe('RegisterAccountName')
    expect(core.modal.loading).toBe(false)
    sign('0xlate')
    await outcome
    // The late signature registers nothing, and the step below stays on the stack.
    expect(server.requests.length).toBe(before)
    expect(core.router.transactionStack).toHaveLength(1)
    expect(core.router.view).toBe('RegisterAccountName')
    expect(accountOf(core)?.profileName).toBeUndefined()
  })

  it('refuses look-alikes and other characters before anything is signed or sent (SPEC §5 "letters, digits, hyphens only")', async () => {
    const { core, evm } = ready()
    const before = server.requests.length
    for (const name of ['p\u0430ypal', '\u212Aelvin', 'nul\u0000name', 'ab', 'with space'])
      await expect(registerAccountName(core, name)).rejects.toThrow(
        `Error registering name ${name}`,
      )
    expect(evm.calls).toEqual([])
    expect(server.requests.length).toBe(before)
  })

  it('signs the name in lower case: capitals typed are no other name', async () => {
    const { core } = ready()
    await registerAccountName(core, 'Upper-Case')
    const body = server.requests.at(-1)?.body as { message: string }
    expect(JSON.parse(body.message).name).toBe('upper-case')
  })

  it('a registered name shows at once: the cached identity and reverse lookup of the address are dropped', async () => {
    identityName = null
    const { core } = ready()
    const network = namesNetwork(core)
    setChainAccountData(core.chain, network.chainNamespace, {
      caipAddress: `${network.caipNetworkId}:0xa`,
    })
    await refreshIdentity(core)
    expect(await getAccountNames(core)).toEqual([])
    identityName = 'alice.dapp.test'
    // Cached (SPEC §9 'name and identity 5 min'): the service is not asked again.
    expect(await getAccountNames(core)).toEqual([])
    await registerAccountName(core, 'alice')
    await refreshIdentity(core)
    expect(accountOf(core)?.profileName).toBe('alice.dapp.test')
    expect(await getAccountNames(core)).toEqual(['alice.dapp.test'])
    identityName = null
  })

  it('suggests names only for a valid name, and the label of a suggestion drops the suffix', async () => {
    const { core } = ready()
    const before = server.requests.length
    await expect(suggestAccountNames(core, 'al')).resolves.toEqual([])
    await expect(suggestAccountNames(core, 'al_ice')).resolves.toEqual([])
    expect(server.requests.length).toBe(before)
    await expect(suggestAccountNames(core, 'Alice')).resolves.toEqual([
      { name: 'alice.dapp.test', registered: true },
      { name: 'alice1.dapp.test', registered: false },
    ])
    await expect(suggestAccountNames(core, 'bobby')).rejects.toThrow(
      'Error fetching name suggestions',
    )
    expect(getNameLabel('alice1.dapp.test')).toBe('alice1')
    expect(getNameLabel('alice1')).toBe('alice1')
  })
})
