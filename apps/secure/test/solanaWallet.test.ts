import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { SOLANA_RPC_METHODS } from '../src/solana/handleSolanaRpc'
import { deriveSolanaSeed, solanaKeyOf } from '../src/solana/solanaKeyOf'
import { frameOn, readCode, startTestSecure } from './secureSite'
import { transferWire } from './solanaWire'

// The server signs with node:crypto (OpenSSL); every check here uses @noble/curves instead.
const devnet = inject('devnet')
const cluster = {
  caipNetworkId: `solana:${devnet.solana.genesisHash.slice(0, 32)}` as const,
  rpcUrl: devnet.solana.rpcUrl,
}
const secure = await startTestSecure(devnet, { solanaChains: [cluster] })
afterAll(() => secure.stop())

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(cluster.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as { result: T; error?: { message: string } }
  if (json.error) throw new Error(json.error.message)
  return json.result
}

async function loginOnSolana(email: string) {
  const frame = frameOn(secure)
  await frame.request('CONNECT_EMAIL', { email })
  await frame.request('CONNECT_OTP', { otp: readCode(secure, email) })
  const user = await frame.request('GET_USER', { chainId: cluster.caipNetworkId })
  return { frame, user }
}

describe("the embedded wallet's Solana key", () => {
  it('is derived from the stored secret with HKDF: the same secret gives the same ed25519 key (checked with @noble/curves), another secret another; the signature verifies', () => {
    const secret = generatePrivateKey()
    const key = solanaKeyOf(secret)
    expect(solanaKeyOf(secret).address).toBe(key.address)
    expect(solanaKeyOf(generatePrivateKey()).address).not.toBe(key.address)
    expect(key.publicKey).toEqual(ed25519.getPublicKey(deriveSolanaSeed(secret)))
    expect(base58.decode(key.address)).toEqual(key.publicKey)
    expect(deriveSolanaSeed(secret)).not.toEqual(privateKeyToAccount(secret).publicKey)
    const message = new TextEncoder().encode('hello')
    const signature = key.sign(message)
    expect(ed25519.verify(signature, message, key.publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('hellO'), key.publicKey)).toBe(false)
  })
})

describe('SPEC §1 "Embedded e-mail/social login works only on eip155 and solana": the frame on a Solana network', () => {
  it('GET_USER on a Solana chain answers the Solana account (base58, the CAIP-2 reference), an EVM chain the EVM one, and back', async () => {
    const email = 'sol-user@example.com'
    const { frame, user } = await loginOnSolana(email)
    expect(user).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { email, chainId: cluster.caipNetworkId.slice(7) },
    })
    const address = (user.payload as { address: string }).address
    expect(base58.decode(address)).toHaveLength(32)
    expect(await frame.request('RPC_REQUEST', { method: 'solana_getAccounts' })).toMatchObject({
      payload: [{ pubkey: address }],
    })
    const evm = await frame.request('GET_USER', { chainId: 'eip155:1' })
    expect(evm.payload).toMatchObject({ chainId: 1, address: expect.stringMatching(/^0x/) })
    const back = await frame.request('GET_USER', { chainId: cluster.caipNetworkId })
    expect((back.payload as { address: string }).address).toBe(address)
    expect(await frame.request('GET_USER', { chainId: 'solana:unknown' })).toMatchObject({
      type: 'GET_USER_ERROR',
      payload: { message: 'Chain is not supported', code: 4902 },
    })
    expect([...SOLANA_RPC_METHODS]).toContain('solana_signAndSendTransaction')
  })

  it('solana_signMessage and solana_signTransaction go through RPC_REQUEST and verify with @noble/curves; another pubkey or a transaction it does not sign is refused with 4100', async () => {
    const { frame, user } = await loginOnSolana('sol-signer@example.com')
    const address = (user.payload as { address: string }).address
    const publicKey = base58.decode(address)
    const message = new TextEncoder().encode('Signed by the embedded Solana wallet')
    const signed = await frame.request('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: address },
    })
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = base58.decode((signed.payload as { signature: string }).signature)
    expect(ed25519.verify(signature, message, publicKey)).toBe(true)
    const foreign = await frame.request('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: {
        message: base58.encode(message),
        pubkey: base58.encode(new Uint8Array(32).fill(1)),
      },
    })
    expect(foreign).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4100 } })

    const receiver = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    const blockhash = base58.encode(new Uint8Array(32).fill(9))
    const { message: txMessage, wire } = transferWire(publicKey, receiver, blockhash, 1n)
    const tx = await frame.request('RPC_REQUEST', {
      method: 'solana_signTransaction',
      params: { transaction: wire },
    })
    const answer = tx.payload as { signature: string; transaction: string }
    const signedWire = base64.decode(answer.transaction)
    expect(signedWire.slice(65)).toEqual(txMessage)
    expect(signedWire.slice(1, 65)).toEqual(base58.decode(answer.signature))
    expect(ed25519.verify(signedWire.slice(1, 65), txMessage, publicKey)).toBe(true)
    const notMine = transferWire(receiver, publicKey, blockhash, 1n).wire
    expect(
      await frame.request('RPC_REQUEST', {
        method: 'solana_signTransaction',
        params: { transaction: notMine },
      }),
    ).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4100 } })
  })

  it('solana_signAndSendTransaction signs and sends to the Solana devnet: the receiver gets exactly the lamports', async () => {
    const { frame, user } = await loginOnSolana('sol-sender@example.com')
    const address = (user.payload as { address: string }).address
    const airdrop = await rpc<string>('requestAirdrop', [address, 1_000_000_000])
    for (let i = 0; i < 50; i++) {
      const { value } = await rpc<{ value: ({ confirmationStatus?: string } | null)[] }>(
        'getSignatureStatuses',
        [[airdrop]],
      )
      if (value[0]?.confirmationStatus) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const receiver = ed25519.getPublicKey(ed25519.utils.randomPrivateKey())
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', [])
    const { wire } = transferWire(base58.decode(address), receiver, value.blockhash, 5_000_000n)
    const sent = await frame.request('RPC_REQUEST', {
      method: 'solana_signAndSendTransaction',
      params: { transaction: wire, sendOptions: { preflightCommitment: 'processed' } },
    })
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    expect((sent.payload as { signature: string }).signature).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    )
    await expect
      .poll(
        async () => (await rpc<{ value: number }>('getBalance', [base58.encode(receiver)])).value,
      )
      .toBe(5_000_000)
  })
})
