import type { CaipNetwork, Connector } from '@appkit/core'
import {
  joinWalletConnectSession,
  type WalletConnectNamespaceSession,
  type WalletConnectParticipant,
  type WalletConnectSessionHost,
} from '@appkit/core/adapter'
// Types only: cosmjs itself stays in the client chunk loaded on first use.
import type { AminoSignResponse, StdSignature, StdSignDoc } from '@cosmjs/amino'
import type { AccountData, DirectSignResponse } from '@cosmjs/proto-signing'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosWalletConnectError } from '../errors/cosmosErrors'
import type { CosmosWallet, KeplrKey, KeplrProvider } from '../provider/KeplrProvider'
import { cosmosWalletConnectNamespace } from './cosmosWalletConnectNamespace'

/** The name (and connector id) of the Cosmos adapter's WalletConnect connector. */
export const COSMOS_WALLET_CONNECT_NAME = 'WalletConnect'

/** An account of WalletConnect's `cosmos_getAccounts` answer (public key in base64). */
type WalletConnectCosmosAccount = { algo: string; address: string; pubkey: string }
/** A direct sign doc as WalletConnect's Cosmos RPC carries it (bytes in base64). */
type WireSignDoc = {
  chainId: string
  accountNumber: string
  authInfoBytes: string
  bodyBytes: string
}

/** What the adapter gets: the wallet to list, its connector, and the parts it exposes to core. */
export type CosmosWalletConnect = {
  readonly wallet: CosmosWallet
  readonly connector: Connector
  readonly capability: WalletConnectParticipant
}

const toBase64 = (bytes: Uint8Array) => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** The bech32 data part of an address, as bytes (Keplr's `Key.address`); its checksum is not checked. */
function addressBytes(bech32Address: string): Uint8Array {
  const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
  const data = bech32Address.slice(bech32Address.lastIndexOf('1') + 1, -6)
  let value = 0
  let bits = 0
  const bytes: number[] = []
  for (const char of data) {
    const digit = CHARSET.indexOf(char)
    if (digit < 0) throw new CosmosWalletConnectError(`Not a bech32 address: ${bech32Address}`)
    value = (value << 5) | digit
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((value >> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

/**
 * The Cosmos adapter's WalletConnect connector: a Keplr-style provider (so the adapter's connect,
 * signing and sending paths serve it unchanged) that speaks WalletConnect's cosmos namespace over
 * the instance's one session. `enable` has the shared client propose the session with every
 * adapter's namespace; `getKey` asks `cosmos_getAccounts`; the offline signer sends
 * `cosmos_signDirect` and `cosmos_signAmino`; ADR-036 `signArbitrary` is a `cosmos_signAmino` of
 * the ADR-036 sign doc (WalletConnect's Cosmos RPC has no method of its own for it).
 */
export function createCosmosWalletConnect(
  host: WalletConnectSessionHost,
  networks: readonly CaipNetwork[],
): CosmosWalletConnect {
  const namespace = cosmosWalletConnectNamespace(networks)
  let session: WalletConnectNamespaceSession | undefined
  const live = async () => {
    if (!session) await host.restore()
    if (!session) throw new CosmosWalletConnectError('No WalletConnect session')
    return session
  }
  const request = async <T>(chainId: string, method: string, params: unknown) =>
    (await live()).request<T>({ method, params, chainId: `cosmos:${chainId}` })
  const accountsOf = async (chainId: string): Promise<WalletConnectCosmosAccount[]> => {
    const approved = (await live()).accounts.filter((caip) => caip.startsWith(`cosmos:${chainId}:`))
    if (approved.length === 0)
      throw new CosmosWalletConnectError(`The wallet approved no account on ${chainId}`)
    return request<WalletConnectCosmosAccount[]>(chainId, 'cosmos_getAccounts', {})
  }
  const toAccountData = (account: WalletConnectCosmosAccount): AccountData => ({
    address: account.address,
    algo: account.algo as AccountData['algo'],
    pubkey: fromBase64(account.pubkey),
  })

  const signDirect = async (
    chainId: string,
    signerAddress: string,
    signDoc: SignDoc,
  ): Promise<DirectSignResponse> => {
    const wire: WireSignDoc = {
      chainId: signDoc.chainId,
      accountNumber: signDoc.accountNumber.toString(),
      authInfoBytes: toBase64(signDoc.authInfoBytes),
      bodyBytes: toBase64(signDoc.bodyBytes),
    }
    const answer = await request<{ signature: StdSignature; signed?: WireSignDoc }>(
      chainId,
      'cosmos_signDirect',
      { signerAddress, signDoc: wire },
    )
    const signed = answer.signed ?? wire
    return {
      signature: answer.signature,
      signed: {
        chainId: signed.chainId,
        accountNumber: BigInt(signed.accountNumber),
        authInfoBytes: fromBase64(signed.authInfoBytes),
        bodyBytes: fromBase64(signed.bodyBytes),
      },
    }
  }
  const signAmino = async (
    chainId: string,
    signerAddress: string,
    signDoc: StdSignDoc,
  ): Promise<AminoSignResponse> => {
    const answer = await request<{ signature: StdSignature; signed?: StdSignDoc }>(
      chainId,
      'cosmos_signAmino',
      { signerAddress, signDoc },
    )
    return { signature: answer.signature, signed: answer.signed ?? signDoc }
  }

  const provider: KeplrProvider = {
    name: COSMOS_WALLET_CONNECT_NAME,
    enable: async (chainIds) => {
      if (!session) await host.connect()
      for (const chainId of typeof chainIds === 'string' ? [chainIds] : chainIds)
        await accountsOf(chainId)
    },
    getKey: async (chainId): Promise<KeplrKey> => {
      const [account] = await accountsOf(chainId)
      if (!account) throw new CosmosWalletConnectError(`The wallet has no account on ${chainId}`)
      return {
        name: COSMOS_WALLET_CONNECT_NAME,
        algo: account.algo,
        pubKey: fromBase64(account.pubkey),
        address: addressBytes(account.address),
        bech32Address: account.address,
      }
    },
    getOfflineSigner: (chainId) => ({
      getAccounts: async () => (await accountsOf(chainId)).map(toAccountData),
      signDirect: (signer, signDoc) => signDirect(chainId, signer, signDoc),
      signAmino: (signer, signDoc) => signAmino(chainId, signer, signDoc),
    }),
    signArbitrary: async (chainId, signer, data) => {
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      // ADR-036: an amino sign doc of one sign/MsgSignData, chain id '', zero fee, account 0.
      const doc: StdSignDoc = {
        chain_id: '',
        account_number: '0',
        sequence: '0',
        fee: { gas: '0', amount: [] },
        msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
        memo: '',
      }
      return (await signAmino(chainId, signer, doc)).signature
    },
    disable: () => host.disconnect(),
  }

  const { capability, connector } = joinWalletConnectSession(host, {
    namespace,
    chain: 'cosmos',
    name: COSMOS_WALLET_CONNECT_NAME,
    networks,
    provider,
    onSession: (next) => {
      session = next
    },
  })
  const wallet: CosmosWallet = {
    id: COSMOS_WALLET_CONNECT_NAME,
    name: COSMOS_WALLET_CONNECT_NAME,
    provider,
  }
  return { wallet, connector, capability }
}
