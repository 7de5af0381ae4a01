import { type Address, createPublicClient, http, isAddressEqual, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { FarcasterError } from './FarcasterError'
import { SIWF_STATEMENT } from './farcasterAppPage'
import { idRegistryArtifact } from './idRegistryArtifact.generated'

/** What the secure site asked the relay for, and where the ID registry is. */
export type SiwfExpectation = {
  domain: string
  siweUri: string
  nonce: string
  registry: { address: Address; chainId: number; rpcUrl: string }
  now: number
}

const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})$/

/**
 * Verifies the Farcaster app's answer to a channel: the SIWF message (EIP-4361) is for this
 * site (domain, URI), this channel's nonce and the registry's chain, has the statement 'Farcaster
 * Auth', is in its validity window and names one FID in `resources`; the signature recovers to
 * the message's address (viem), and that address is the FID's custody address in the ID
 * registry on the devnet (`custodyOf(fid)`). Resolves with the FID; throws a FarcasterError.
 */
export async function verifySiwfAnswer(
  answer: { message: unknown; signature: unknown; fid?: unknown },
  expected: SiwfExpectation,
): Promise<{ fid: number; custody: Address }> {
  if (typeof answer.message !== 'string' || typeof answer.signature !== 'string')
    throw new FarcasterError('The Farcaster answer has no signed message')
  const message = parseSiweMessage(answer.message)
  if (message.domain !== expected.domain)
    throw new FarcasterError('The Farcaster sign-in message is for another site')
  if (message.uri !== expected.siweUri)
    throw new FarcasterError('The Farcaster sign-in message is for another address')
  if (message.nonce !== expected.nonce)
    throw new FarcasterError('The Farcaster sign-in message has another nonce')
  if (message.statement !== SIWF_STATEMENT || message.version !== '1')
    throw new FarcasterError('Not a Sign In With Farcaster message')
  if (message.chainId !== expected.registry.chainId)
    throw new FarcasterError('The Farcaster sign-in message is for another chain')
  if (message.expirationTime && message.expirationTime.getTime() <= expected.now)
    throw new FarcasterError('The Farcaster sign-in message has expired')
  if (message.notBefore && message.notBefore.getTime() > expected.now)
    throw new FarcasterError('The Farcaster sign-in message is not valid yet')
  const fids = (message.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource)
    return match?.[1] ? [Number(match[1])] : []
  })
  const fid = fids[0]
  if (fids.length !== 1 || fid === undefined)
    throw new FarcasterError('The Farcaster sign-in message names no FID')
  if (answer.fid !== undefined && answer.fid !== fid)
    throw new FarcasterError('The Farcaster answer names another FID')
  const address = message.address
  if (!address || !/^0x[0-9a-fA-F]{130}$/.test(answer.signature))
    throw new FarcasterError('The Farcaster signature is invalid')
  const signed = await verifyMessage({
    address,
    message: answer.message,
    signature: answer.signature as `0x${string}`,
  }).catch(() => false)
  if (!signed) throw new FarcasterError('The Farcaster signature is invalid')
  const reader = createPublicClient({ transport: http(expected.registry.rpcUrl) })
  const custody = await reader.readContract({
    address: expected.registry.address,
    abi: idRegistryArtifact.abi,
    functionName: 'custodyOf',
    args: [BigInt(fid)],
  })
  if (!isAddressEqual(custody, address))
    throw new FarcasterError("The signature is not from the FID's custody address")
  return { fid, custody }
}
