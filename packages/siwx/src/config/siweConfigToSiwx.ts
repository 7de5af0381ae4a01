import type { SiwxConfig } from '@appkit/core'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { UnsupportedSiwxNamespaceError } from '../errors/UnsupportedSiwxNamespaceError'
import { createSiwxMessage } from '../message/createSiwxMessage'
import type { SiwxMessage } from '../message/SiwxMessage'
import type { SiweConfig } from './SiweConfig'

/** A session a legacy SIWE config reports, in SIWX terms (it keeps no message or signature). */
export type SiweMappedSession = { data: { accountAddress: string; chainId: string } }

/** Core's SiwxConfig built from a legacy SIWE config, plus sign-out. */
export type SiweMappedSiwxConfig = Omit<SiwxConfig, 'createMessage' | 'getSessions'> & {
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>
  getSessions(chainId: string, accountAddress: string): Promise<SiweMappedSession[]>
  /** Calls the config's `signOut` and `onSignOut`. */
  deleteSessions(chainId: string, accountAddress: string): Promise<void>
}

function evmChainId(chainId: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(chainId)
  return match ? Number(match[1]) : undefined
}

/**
 * Maps AppKit's legacy `siweConfig` onto the `siwx` option, so a dapp keeps its SIWE backend:
 * messages from its `getMessageParams` and `getNonce` (validated as EIP-4361, written by its own
 * `createMessage` when it has one), sessions accepted only when its `verifyMessage` says so, and
 * sessions read from its `getSession` (only for the same network and address). SIWE is EVM only:
 * accounts of other namespaces are not asked to sign, as with AppKit's SIWE.
 *
 * @example
 * createAppKit({ ..., siwx: siweConfigToSiwx(siweConfig) })
 */
export function siweConfigToSiwx(siwe: SiweConfig): SiweMappedSiwxConfig {
  const config: SiweMappedSiwxConfig = {
    required: siwe.required ?? true,
    async createMessage({ accountAddress, chainId }) {
      const evmChain = evmChainId(chainId)
      if (evmChain === undefined)
        throw new UnsupportedSiwxNamespaceError(chainId.split(':')[0] ?? chainId)
      const params = await siwe.getMessageParams()
      const nonce = await siwe.getNonce(accountAddress)
      const message = createSiwxMessage({
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        nonce,
        statement: params.statement,
        issuedAt: params.iat ?? new Date(),
        expirationTime: params.exp,
        notBefore: params.nbf,
        requestId: params.requestId,
        resources: params.resources,
      })
      if (!siwe.createMessage) return message
      const text = siwe.createMessage({
        ...params,
        address: `did:pkh:${chainId}:${message.accountAddress}`,
        chainId: evmChain,
        nonce,
        version: '1',
        iat: message.issuedAt,
      })
      return { ...message, serializedMessage: text, toString: () => text }
    },
    async addSession({ message, signature, chainId, accountAddress }) {
      const evmChain = evmChainId(chainId)
      if (evmChain === undefined) return
      if (!(await siwe.verifyMessage({ message, signature })))
        throw new SiwxVerificationError(
          'invalid-signature',
          "The dapp's verifyMessage refused the signed message",
        )
      siwe.onSignIn?.({ address: accountAddress, chainId: evmChain })
    },
    async getSessions(chainId, accountAddress) {
      if (evmChainId(chainId) === undefined) return [{ data: { accountAddress, chainId } }]
      const session = await siwe.getSession()
      if (
        !session ||
        `eip155:${session.chainId}` !== chainId ||
        session.address.toLowerCase() !== accountAddress.toLowerCase()
      )
        return []
      return [{ data: { accountAddress: session.address, chainId } }]
    },
    async deleteSessions() {
      await siwe.signOut()
      siwe.onSignOut?.()
    },
  }
  return config satisfies SiwxConfig
}
