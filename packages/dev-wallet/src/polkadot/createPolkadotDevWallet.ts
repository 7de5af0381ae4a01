import type {
  Injected,
  InjectedAccount,
  InjectedWindowProvider,
} from '@polkadot/extension-inject/types'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types'
import { hexToU8a, isHex, u8aToHex, u8aToString, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { createApprover } from '../approval/createApprover'
import { createDomPrompt } from '../approval/createDomPrompt'
import type { ApprovalPrompt, DevWalletMode } from '../DevWalletTypes'
import { DevWalletConfigError } from '../errors/DevWalletConfigError'
import { InternalRpcError, InvalidParamsError, UnauthorizedError } from '../errors/providerErrors'
import type { PolkadotDevWalletOptions } from './PolkadotDevWalletOptions'
import { polkadotDevUri } from './polkadotDevKeys'

/** The Polkadot dev wallet: an injected extension (`injectedWeb3` entry) plus the controls tests drive. */
export type PolkadotDevWallet = {
  /** What goes in `window.injectedWeb3[name]`: `enable(appName)` and the version. */
  readonly provider: InjectedWindowProvider & { enable(origin: string): Promise<Injected> }
  /** The account it holds (generic SS58 format 42) and its sr25519 public key. */
  readonly account: { readonly address: string; readonly publicKey: `0x${string}` }
  /** Sets how consent is given from the next request on. */
  setMode(mode: DevWalletMode): void
  /** Forgets the site's authorization, as a user would in the extension (accounts become []). */
  revokeAuthorization(): void
  /**
   * From the next transaction on, signs as a broken or hostile extension would: the real
   * signature with one byte flipped, which the chain refuses ('1010 invalid badProof').
   */
  setForgeSignatures(forge: boolean): void
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

const sameKey = (address: string, pair: KeyringPair) => {
  try {
    return u8aToHex(decodeAddress(address)) === u8aToHex(pair.publicKey)
  } catch {
    return false
  }
}

/**
 * Creates the Polkadot dev wallet, an injected extension holding one sr25519 dev key (PUBLIC TEST
 * KEYS only) made with `@polkadot/keyring`: `enable` asks to connect (once per site, remembered in
 * `storage`), `accounts.get|subscribe` share the account, `signer.signPayload` signs extrinsics as
 * the polkadot.js extension does (an ExtrinsicPayload of the payload's signed extensions, signed
 * with its type byte) and `signer.signRaw` signs bytes wrapped in `<Bytes>…</Bytes>`. Each consent
 * goes through the EVM dev wallet's approver and prompt (`forgeSignatures` makes it a hostile
 * extension whose transaction signatures do not verify); a refusal throws the dev wallet's
 * UserRejectedRequestError (4001). Waits for the sr25519 wasm before it resolves.
 */
export async function createPolkadotDevWallet(
  options: PolkadotDevWalletOptions = {},
): Promise<PolkadotDevWallet> {
  await cryptoWaitReady()
  const pair = new Keyring({ type: 'sr25519' }).addFromUri(polkadotDevUri(options.keyIndex ?? 0))
  let mode = options.mode ?? 'approve'
  let forge = options.forgeSignatures ?? false
  assertMode(mode)
  const prompt = options.prompt ?? defaultPrompt()
  const approve = createApprover(
    () => mode,
    () => prompt,
  )
  const storageKey = options.storageKey ?? 'appkit-dev-wallet/polkadot'
  const listeners = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()
  const account: InjectedAccount = {
    address: pair.address,
    name: options.accountName ?? 'AppKit Dev Account',
    type: 'sr25519',
  }

  let authorized = false
  try {
    authorized = options.storage?.getItem(storageKey) === 'authorized'
  } catch {
    authorized = false
  }
  const shared = () => (authorized ? [account] : [])
  const setAuthorized = (value: boolean) => {
    authorized = value
    try {
      if (value) options.storage?.setItem(storageKey, 'authorized')
      else options.storage?.removeItem(storageKey)
    } catch {
      // A full or blocked storage only costs the memory of the next page load.
    }
    for (const listener of listeners) void listener(shared())
  }
  const requireKey = (address: string) => {
    if (!authorized) throw new UnauthorizedError()
    if (!sameKey(address, pair))
      throw new UnauthorizedError(`The dev wallet holds no account ${address}.`)
  }
  let nextId = 0

  const signPayload = async (payload: SignerPayloadJSON): Promise<SignerResult> => {
    requireKey(payload.address)
    await approve({
      method: 'polkadot:signPayload',
      title: 'Sign this transaction?',
      details: [
        `Call: ${payload.method}`,
        `From: ${payload.address}`,
        `Nonce: ${Number.parseInt(payload.nonce, 16)}, tip: ${BigInt(payload.tip)}`,
        `Chain: ${payload.genesisHash}`,
      ],
    })
    const registry = new TypeRegistry()
    registry.setSignedExtensions(payload.signedExtensions)
    const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, {
      version: payload.version,
    })
    const { signature } = extrinsicPayload.sign(pair)
    if (!forge) return { id: nextId++, signature }
    const forged = hexToU8a(signature)
    forged[10] = (forged[10] ?? 0) ^ 0x01 // inside the sr25519 signature, after its type byte
    return { id: nextId++, signature: u8aToHex(forged) }
  }

  const signRaw = async (raw: SignerPayloadRaw): Promise<SignerResult> => {
    requireKey(raw.address)
    if (!isHex(raw.data)) throw new InvalidParamsError('signRaw data must be hex.')
    const bytes = hexToU8a(raw.data)
    await approve({
      method: 'polkadot:signRaw',
      title: 'Sign this message?',
      details: [
        raw.type === 'bytes' ? u8aToString(bytes) : raw.data,
        `With ${pair.address} (sr25519)`,
      ],
    })
    return { id: nextId++, signature: u8aToHex(pair.sign(u8aWrapBytes(bytes))) }
  }

  const injected: Injected = {
    accounts: {
      get: async () => shared(),
      subscribe: (listener) => {
        listeners.add(listener)
        void listener(shared())
        return () => listeners.delete(listener)
      },
    },
    signer: { signPayload, signRaw },
  }

  return {
    provider: {
      version: '1.0.0',
      enable: async (appName: string) => {
        if (!authorized) {
          await approve({
            method: 'polkadot:enable',
            title: `Connect to ${options.origin ?? appName}?`,
            details: [`Account: ${pair.address}`],
          })
          setAuthorized(true)
        }
        return injected
      },
    },
    account: { address: pair.address, publicKey: u8aToHex(pair.publicKey) },
    setMode(next) {
      assertMode(next)
      mode = next
    },
    revokeAuthorization: () => setAuthorized(false),
    setForgeSignatures(next) {
      forge = next
    },
  }
}
