import {
  type AminoSignResponse,
  makeCosmoshubPath,
  Secp256k1HdWallet,
  type StdSignDoc,
} from '@cosmjs/amino'
import { DirectSecp256k1HdWallet, type DirectSignResponse } from '@cosmjs/proto-signing'
import { base64 } from '@scure/base'
import { DEV_WALLET_MNEMONIC } from './devAccounts'

/**
 * The Cosmos chains the page offers its account on: the devnet's Cosmos SIMULATOR chains
 * (`COSMOS_DEVNET_CHAIN_IDS` of @appkit/test, which `devCosmosAccount.test.ts` checks).
 */
export const COSMOS_DEVNET_CHAINS: readonly string[] = [
  'cosmos:appkit-devnet-1',
  'cosmos:appkit-devnet-2',
]

/** The methods of WalletConnect's cosmos namespace the page serves. */
export const COSMOS_WALLET_METHODS: readonly string[] = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
]

/** A SIGN_MODE_DIRECT sign doc as WalletConnect's Cosmos RPC carries it (bytes in base64). */
export type WireSignDoc = {
  readonly chainId: string
  readonly accountNumber: string
  readonly authInfoBytes: string
  readonly bodyBytes: string
}

/** An account of `cosmos_getAccounts`' answer (public key in base64). */
export type CosmosWireAccount = {
  readonly algo: 'secp256k1'
  readonly address: string
  readonly pubkey: string
}

/** The page's Cosmos account: the Cosmos dev wallets' dev key 0 (PUBLIC TEST KEYS). */
export type DevCosmosAccount = {
  /** The bech32 address (prefix `cosmos`). */
  readonly address: string
  /** `cosmos_getAccounts`' answer. */
  readonly accounts: readonly CosmosWireAccount[]
  /** Signs a direct sign doc; `{ signature, signed }` with the signed doc on the wire. */
  signDirect(doc: WireSignDoc): Promise<{ signature: unknown; signed: WireSignDoc }>
  /** Signs an amino JSON sign doc (also ADR-036's); cosmjs' AminoSignResponse. */
  signAmino(doc: StdSignDoc): Promise<AminoSignResponse>
}

/**
 * Derives the page's Cosmos account with cosmjs' own HD wallets from the public test mnemonic at
 * `m/44'/118'/0'/0/0`, prefix `cosmos` (as the Cosmos dev wallet of @appkit/dev-wallet and the
 * devnet's `cosmosDevWallet` do): `DirectSecp256k1HdWallet` signs direct docs,
 * `Secp256k1HdWallet` amino JSON ones.
 */
export async function deriveDevCosmosAccount(): Promise<DevCosmosAccount> {
  const options = { prefix: 'cosmos', hdPaths: [makeCosmoshubPath(0)] }
  const [direct, amino] = await Promise.all([
    DirectSecp256k1HdWallet.fromMnemonic(DEV_WALLET_MNEMONIC, options),
    Secp256k1HdWallet.fromMnemonic(DEV_WALLET_MNEMONIC, options),
  ])
  const [account] = await direct.getAccounts()
  if (!account) throw new Error('cosmjs derived no Cosmos account.')
  const { address } = account
  return {
    address,
    accounts: [{ algo: 'secp256k1', address, pubkey: base64.encode(account.pubkey) }],
    async signDirect(doc) {
      const response: DirectSignResponse = await direct.signDirect(address, {
        chainId: doc.chainId,
        accountNumber: BigInt(doc.accountNumber),
        authInfoBytes: base64.decode(doc.authInfoBytes),
        bodyBytes: base64.decode(doc.bodyBytes),
      })
      return {
        signature: response.signature,
        signed: {
          chainId: response.signed.chainId,
          accountNumber: response.signed.accountNumber.toString(),
          authInfoBytes: base64.encode(response.signed.authInfoBytes),
          bodyBytes: base64.encode(response.signed.bodyBytes),
        },
      }
    },
    signAmino: (doc) => amino.signAmino(address, doc),
  }
}
