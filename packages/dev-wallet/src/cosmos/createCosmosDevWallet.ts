import {
  type AminoSignResponse,
  makeCosmoshubPath,
  makeSignDoc,
  Secp256k1HdWallet,
  type StdSignature,
  type StdSignDoc,
} from '@cosmjs/amino'
import { fromBech32, toBase64 } from '@cosmjs/encoding'
import {
  type AccountData,
  DirectSecp256k1HdWallet,
  type DirectSignResponse,
} from '@cosmjs/proto-signing'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { createApprover } from '../approval/createApprover'
import { createDomPrompt } from '../approval/createDomPrompt'
import type { ApprovalPrompt, DevWalletMode } from '../DevWalletTypes'
import { DevWalletConfigError } from '../errors/DevWalletConfigError'
import { InternalRpcError, InvalidParamsError, UnauthorizedError } from '../errors/providerErrors'
import type { CosmosDevWalletOptions } from './CosmosDevWalletOptions'
import { describeAminoSignDoc, describeDirectSignDoc } from './describeSignDoc'

/** PUBLIC TEST KEYS: anvil's mnemonic, from which the Cosmos dev keys are derived. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** What `getKey` answers (Keplr's Key). */
export type CosmosDevKey = {
  readonly name: string
  readonly algo: 'secp256k1'
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger: false
  readonly isKeystone: false
}

/** The signer `getOfflineSigner` hands out: direct and amino JSON. */
export type CosmosDevSigner = {
  getAccounts(): Promise<readonly AccountData[]>
  signDirect(signerAddress: string, signDoc: SignDoc): Promise<DirectSignResponse>
  signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
}

/** The Cosmos dev wallet: Keplr's injected API (`window.keplr`) plus the controls tests drive. */
export type CosmosDevWallet = {
  readonly name: string
  enable(chainIds: string | readonly string[]): Promise<void>
  disable(chainIds?: string | readonly string[]): Promise<void>
  getKey(chainId: string): Promise<CosmosDevKey>
  getOfflineSigner(chainId: string): CosmosDevSigner
  getOfflineSignerOnlyAmino(chainId: string): Omit<CosmosDevSigner, 'signDirect'>
  signDirect(chainId: string, signer: string, signDoc: SignDoc): Promise<DirectSignResponse>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  /** Sets how consent is given from the next request on. */
  setMode(mode: DevWalletMode): void
  /** Forgets every enabled chain, as a user would in the wallet. */
  revokeAuthorization(): void
}

const modes: readonly DevWalletMode[] = ['approve', 'reject', 'prompt']

function defaultPrompt(): ApprovalPrompt {
  if (typeof document === 'undefined')
    return () =>
      Promise.reject(new InternalRpcError('No document to show the prompt in; pass a prompt.'))
  return createDomPrompt(document)
}

function assertMode(mode: unknown): asserts mode is DevWalletMode {
  if (!modes.includes(mode as DevWalletMode))
    throw new DevWalletConfigError(`Unknown mode ${JSON.stringify(mode)}; use ${modes.join(', ')}.`)
}

const list = (chainIds: string | readonly string[]) =>
  typeof chainIds === 'string' ? [chainIds] : [...chainIds]

/**
 * Creates the Cosmos dev wallet, Keplr's injected API over one dev key (PUBLIC TEST KEYS only:
 * `m/44'/118'/0'/0/keyIndex` of anvil's mnemonic), signing with cosmjs' own wallets
 * (`DirectSecp256k1HdWallet` for SIGN_MODE_DIRECT, `Secp256k1HdWallet` for amino JSON and
 * ADR-036 `signArbitrary`). `enable` asks once per chain (the approval prompt and modes of the
 * other dev wallets); `getKey` answers only for enabled chains, without a prompt; every signature
 * asks; a refusal throws UserRejectedRequestError (4001). A sign doc for another chain id than
 * the signer's is refused, as Keplr does.
 */
export function createCosmosDevWallet(options: CosmosDevWalletOptions): CosmosDevWallet {
  const prefix = options.prefix ?? 'cosmos'
  const keyIndex = options.keyIndex ?? 0
  if (!Number.isInteger(keyIndex) || keyIndex < 0 || keyIndex > 9)
    throw new DevWalletConfigError(`No dev Cosmos key ${keyIndex}; use 0 to 9.`)
  const known = new Set(options.chainIds)
  let mode = options.mode ?? 'approve'
  assertMode(mode)
  const prompt = options.prompt ?? defaultPrompt()
  const approve = createApprover(
    () => mode,
    () => prompt,
  )
  const origin =
    options.origin ?? (typeof location === 'undefined' ? 'this site' : location.host || 'this site')
  const storageKey = options.storageKey ?? 'appkit-dev-wallet/cosmos'
  const walletOptions = { prefix, hdPaths: [makeCosmoshubPath(keyIndex)] }
  let direct: Promise<DirectSecp256k1HdWallet> | undefined
  let amino: Promise<Secp256k1HdWallet> | undefined
  const directWallet = () => {
    direct ??= DirectSecp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, walletOptions)
    return direct
  }
  const aminoWallet = () => {
    amino ??= Secp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, walletOptions)
    return amino
  }
  const account = async () => (await (await directWallet()).getAccounts())[0]!

  const enabled = new Set<string>()
  try {
    const saved = options.storage?.getItem(storageKey)
    for (const chainId of saved ? (JSON.parse(saved) as string[]) : [])
      if (known.has(chainId)) enabled.add(chainId)
  } catch {
    enabled.clear()
  }
  const save = () => {
    try {
      if (enabled.size) options.storage?.setItem(storageKey, JSON.stringify([...enabled]))
      else options.storage?.removeItem(storageKey)
    } catch {
      // A full or blocked storage only costs the memory of the next page load.
    }
  }
  const requireEnabled = (chainId: string) => {
    if (!enabled.has(chainId))
      throw new UnauthorizedError(`This site has not enabled ${chainId} in the dev wallet.`)
  }
  const requireSigner = async (chainId: string, signer: string) => {
    requireEnabled(chainId)
    const { address } = await account()
    if (signer !== address)
      throw new UnauthorizedError(`The dev wallet holds no account ${signer}.`)
  }

  const signDirect = async (chainId: string, signer: string, signDoc: SignDoc) => {
    await requireSigner(chainId, signer)
    if (signDoc.chainId !== chainId)
      throw new InvalidParamsError(`The sign doc is for ${signDoc.chainId}, not ${chainId}.`)
    let details: string[]
    try {
      details = describeDirectSignDoc(signDoc)
    } catch (cause) {
      throw new InvalidParamsError('The sign doc cannot be read.', { cause })
    }
    await approve({ method: 'cosmos:signDirect', title: 'Sign this transaction?', details })
    return (await directWallet()).signDirect(signer, signDoc)
  }
  const signAmino = async (chainId: string, signer: string, signDoc: StdSignDoc) => {
    await requireSigner(chainId, signer)
    if (signDoc.chain_id !== chainId)
      throw new InvalidParamsError(`The sign doc is for ${signDoc.chain_id}, not ${chainId}.`)
    await approve({
      method: 'cosmos:signAmino',
      title: 'Sign this transaction?',
      details: describeAminoSignDoc(signDoc),
    })
    return (await aminoWallet()).signAmino(signer, signDoc)
  }
  const accountsOf = (chainId: string) => async () => {
    requireEnabled(chainId)
    return [await account()]
  }

  return {
    name: options.name ?? DEV_WALLET_NAME,
    enable: async (chainIds) => {
      const wanted = list(chainIds)
      const unknown = wanted.find((chainId) => !known.has(chainId))
      if (unknown) throw new InvalidParamsError(`The dev wallet does not know chain ${unknown}.`)
      const missing = wanted.filter((chainId) => !enabled.has(chainId))
      if (missing.length === 0) return
      await approve({
        method: 'cosmos:enable',
        title: `Connect to ${origin}?`,
        details: [`Chains: ${missing.join(', ')}`, `Account: ${(await account()).address}`],
      })
      for (const chainId of missing) enabled.add(chainId)
      save()
    },
    disable: async (chainIds) => {
      for (const chainId of chainIds === undefined ? [...enabled] : list(chainIds))
        enabled.delete(chainId)
      save()
    },
    getKey: async (chainId) => {
      requireEnabled(chainId)
      const { address, pubkey } = await account()
      return {
        name: 'AppKit Dev Key',
        algo: 'secp256k1',
        pubKey: pubkey,
        address: fromBech32(address, 90).data,
        bech32Address: address,
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    getOfflineSigner: (chainId) => ({
      getAccounts: accountsOf(chainId),
      signDirect: (signer, signDoc) => signDirect(chainId, signer, signDoc),
      signAmino: (signer, signDoc) => signAmino(chainId, signer, signDoc),
    }),
    getOfflineSignerOnlyAmino: (chainId) => ({
      getAccounts: accountsOf(chainId),
      signAmino: (signer, signDoc) => signAmino(chainId, signer, signDoc),
    }),
    signDirect,
    signAmino,
    signArbitrary: async (chainId, signer, data) => {
      await requireSigner(chainId, signer)
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      await approve({
        method: 'cosmos:signArbitrary',
        title: 'Sign this message?',
        details: [
          typeof data === 'string' ? data : `${bytes.length} bytes`,
          `With ${signer} (ADR-036)`,
        ],
      })
      // ADR-036: an amino sign doc of one sign/MsgSignData, chain id '', zero fee, account 0.
      const doc = makeSignDoc(
        [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
        { gas: '0', amount: [] },
        '',
        '',
        0,
        0,
      )
      return (await (await aminoWallet()).signAmino(signer, doc)).signature
    },
    setMode(next) {
      assertMode(next)
      mode = next
    },
    revokeAuthorization() {
      enabled.clear()
      save()
    },
  }
}
