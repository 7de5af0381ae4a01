import type { WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError } from '../../errors/ProviderRpcError'
import type { BitcoinDevWallet } from '../createBitcoinDevWallet'
import { toHex } from '../hexBytes'

/** The message signing protocols the sats-connect face offers. */
export type SatsConnectDevProtocol = 'BIP322' | 'ECDSA'

/** Options of `createSatsConnectDevProvider`. */
export type SatsConnectDevProviderOptions = {
  /** The protocols `signMessage` offers; both by default. `['ECDSA']`: a wallet without BIP-322. */
  readonly messageProtocols?: readonly SatsConnectDevProtocol[]
}

/** A JSON-RPC 2.0 answer, as sats-connect providers resolve `request` with. */
export type SatsConnectDevResponse =
  | { readonly jsonrpc: '2.0'; readonly id: string; readonly result: unknown }
  | {
      readonly jsonrpc: '2.0'
      readonly id: string
      readonly error: { readonly code: number; readonly message: string }
    }

/** The dev wallet's sats-connect provider object. */
export type SatsConnectDevProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectDevResponse>
  addListener(listener: { eventName: string; cb: (event: unknown) => void }): () => void
}

/** The methods the provider answers (its `btc_providers` entry lists them). */
export const SATS_CONNECT_DEV_METHODS = [
  'getInfo',
  'getAddresses',
  'getAccounts',
  'signMessage',
  'signPsbt',
  'wallet_getAccount',
  'wallet_disconnect',
] as const

// sats-connect's RpcErrorCode values.
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const INVALID_PARAMS = -32602
const METHOD_NOT_FOUND = -32601
const INTERNAL_ERROR = -32603

class SatsConnectRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const encoder = new TextEncoder()

/** A dev wallet error in sats-connect's codes: a refusal is -32000, no authorization -32002. */
function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof SatsConnectRpcError) return { code: error.code, message: error.message }
  if (error instanceof ProviderRpcError) {
    if (error.code === 4001) return { code: USER_REJECTION, message: error.message }
    if (error.code === 4100) return { code: ACCESS_DENIED, message: error.message }
    if (error.code === INVALID_PARAMS) return { code: INVALID_PARAMS, message: error.message }
  }
  return {
    code: INTERNAL_ERROR,
    message: error instanceof Error ? error.message : String(error),
  }
}

function readParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null)
    throw new SatsConnectRpcError(INVALID_PARAMS, 'Params must be an object.')
  return params as Record<string, unknown>
}

function readPurposes(params: unknown): ('payment' | 'ordinals')[] {
  const { purposes } = readParams(params)
  if (
    !Array.isArray(purposes) ||
    purposes.length === 0 ||
    purposes.some((purpose) => purpose !== 'payment' && purpose !== 'ordinals')
  )
    throw new SatsConnectRpcError(INVALID_PARAMS, 'purposes: payment and/or ordinals.')
  return purposes
}

/**
 * The dev wallet's sats-connect face: the same keys, approval prompt and authorization as its
 * Wallet Standard face, answering sats-connect's `request(method, params)` with JSON-RPC 2.0:
 * `getAddresses` / `getAccounts` (connect, with the prompt), `wallet_getAccount` (silent;
 * -32002 when not authorised), `wallet_disconnect`, `signMessage` (BIP322 or ECDSA, as
 * `messageProtocols` offers; an unoffered one is -32602), `signPsbt` (base64, `signInputs` by
 * address; `broadcast` is refused: the dev wallet has no node). A refusal answers -32000.
 */
export function createSatsConnectDevProvider(
  wallet: BitcoinDevWallet,
  options: SatsConnectDevProviderOptions = {},
): SatsConnectDevProvider {
  const protocols = options.messageProtocols ?? ['BIP322', 'ECDSA']
  const { payment, ordinals } = wallet.devAccounts
  const network = wallet.chains[0]?.split(':')[1] ?? 'regtest'
  const networkName = network.charAt(0).toUpperCase() + network.slice(1)
  const describe = (account: WalletAccount) => ({
    address: account.address,
    publicKey: toHex(Uint8Array.from(account.publicKey)),
    purpose: account === payment ? 'payment' : 'ordinals',
    addressType: account === payment ? 'p2wpkh' : 'p2tr',
    walletType: 'software',
  })
  const networkInfo = { bitcoin: { name: networkName } }
  const accountOf = (address: unknown): WalletAccount => {
    const account = [payment, ordinals].find((candidate) => candidate.address === address)
    if (!account) throw new SatsConnectRpcError(INVALID_PARAMS, `No account ${String(address)}.`)
    return account
  }
  const connect = async (params: unknown) => {
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: readPurposes(params),
    })
    return accounts.map(describe)
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    getInfo: async () => ({ version: '1.0.0', methods: [...SATS_CONNECT_DEV_METHODS] }),
    getAddresses: async (params) => ({ addresses: await connect(params), network: networkInfo }),
    getAccounts: connect,
    wallet_getAccount: async () => {
      if (wallet.accounts.length === 0)
        throw new SatsConnectRpcError(ACCESS_DENIED, 'This site is not connected.')
      return {
        id: 'dev',
        addresses: [payment, ordinals].map(describe),
        walletType: 'software',
        network: networkInfo,
      }
    },
    wallet_disconnect: async () => {
      await wallet.features['standard:disconnect'].disconnect()
      return null
    },
    signMessage: async (params) => {
      const { address, message, protocol = 'BIP322' } = readParams(params)
      if (typeof message !== 'string')
        throw new SatsConnectRpcError(INVALID_PARAMS, 'message must be a string.')
      if (!protocols.includes(protocol as SatsConnectDevProtocol))
        throw new SatsConnectRpcError(
          INVALID_PARAMS,
          `This wallet signs messages with ${protocols.join(' or ')} only.`,
        )
      const account = accountOf(address)
      if (protocol === 'ECDSA') {
        const signature = await wallet.signMessageEcdsa(account.address, message)
        return { signature, messageHash: '', address: account.address, protocol }
      }
      const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
        account,
        message: encoder.encode(message),
      })
      if (!signed) throw new SatsConnectRpcError(INTERNAL_ERROR, 'Nothing was signed.')
      return {
        signature: toBase64(signed.signature),
        messageHash: '',
        address: account.address,
        protocol: 'BIP322',
      }
    },
    signPsbt: async (params) => {
      const { psbt, signInputs, broadcast } = readParams(params)
      if (broadcast)
        throw new SatsConnectRpcError(INVALID_PARAMS, 'The dev wallet does not broadcast.')
      if (typeof psbt !== 'string' || typeof signInputs !== 'object' || signInputs === null)
        throw new SatsConnectRpcError(INVALID_PARAMS, 'psbt (base64) and signInputs are needed.')
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => {
        if (!Array.isArray(indexes) || !indexes.every(Number.isInteger))
          throw new SatsConnectRpcError(INVALID_PARAMS, `signInputs.${address}: input indexes.`)
        return { account: accountOf(address), signingIndexes: indexes as number[] }
      })
      let bytes: Uint8Array
      try {
        bytes = fromBase64(psbt)
      } catch {
        throw new SatsConnectRpcError(INVALID_PARAMS, 'psbt is not base64.')
      }
      const [signed] = await wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: bytes,
        chain: wallet.chains[0]!,
        inputsToSign,
      })
      if (!signed) throw new SatsConnectRpcError(INTERNAL_ERROR, 'Nothing was signed.')
      return { psbt: toBase64(signed.signedPsbt) }
    },
  }

  let nextId = 1
  return {
    async request(method, params) {
      const id = String(nextId++)
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (!handler)
        return {
          jsonrpc: '2.0',
          id,
          error: { code: METHOD_NOT_FOUND, message: `Unknown method ${method}` },
        }
      try {
        return { jsonrpc: '2.0', id, result: await handler(params) }
      } catch (error) {
        return { jsonrpc: '2.0', id, error: toRpcError(error) }
      }
    },
    addListener({ eventName, cb }) {
      return wallet.features['standard:events'].on('change', ({ accounts }) => {
        if (!accounts) return
        if (eventName === 'accountChange' && accounts.length > 0) cb({ type: 'accountChange' })
        if (eventName === 'disconnect' && accounts.length === 0) cb({ type: 'disconnect' })
      })
    },
  }
}
