import { devnetPublicClient, SMART_ACCOUNT_CONTRACTS, startBundler } from '@appkit/test'
import { type Address, type Hex, isAddressEqual, parseEther, parseEventLogs, toHex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { simpleAccountFactoryAbi } from '../src/smartAccounts/simpleAccountAbi'
import { post } from './secureHttp'
import { frameOn, fund, readCode, startTestSecure } from './secureSite'

// A real ERC-4337 setup: EntryPoint v0.7 and SimpleAccountFactory v0.7 deployed on this project's
// anvil from the published artifacts, and the alto bundler as a child process on 127.0.0.1.
// Only this file starts the bundler (it adds seconds), on the devnet's chain 1.
const devnet = inject('devnet')
const chain = devnet.chains.find((candidate) => candidate.chainId === 1)
if (!chain) throw new Error('no devnet chain 1')
const bundler = await startBundler({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })
const secure = await startTestSecure(devnet, {
  chains: devnet.chains.map((c) => ({
    chainId: c.chainId,
    rpcUrl: c.rpcUrl,
    ...(c.chainId === chain.chainId ? { smartAccount: { bundlerUrl: bundler.url } } : {}),
  })),
})
afterAll(async () => {
  await secure.stop()
  await bundler.stop()
})
const client = devnetPublicClient(chain)

type User = {
  address: Address
  accounts: { address: Address; type: string }[]
  preferredAccountType: string
  smartAccountDeployed: boolean
}

/** Logs `email` in through the frame on chain 1; returns the frame and its user. */
async function login(email: string) {
  const frame = frameOn(secure)
  await frame.request('CONNECT_EMAIL', { email })
  await frame.request('CONNECT_OTP', { otp: readCode(secure, email), chainId: 1 })
  const user = async () => (await frame.request('GET_USER', { chainId: 1 })).payload as User
  return { frame, user }
}

/** A fresh recipient with no balance. */
function recipient(n: number): Address {
  return `0x${'5a'.repeat(19)}${n.toString(16).padStart(2, '0')}`
}

const eoaOf = (user: User) => user.accounts.find((account) => account.type === 'eoa')?.address

describe('smart accounts of the embedded wallet (ERC-4337, a real bundler on the devnet)', () => {
  it('SPEC §9 "Default account types: EVM smartAccount": GET_USER answers the counterfactual smart account the factory derives for the visitor\'s key, not yet deployed', async () => {
    const { frame, user } = await login('smart-default@example.com')
    const shown = await user()
    const eoa = eoaOf(shown)
    expect(eoa).toBeDefined()
    const derived = await client.readContract({
      address: SMART_ACCOUNT_CONTRACTS.simpleAccountFactory,
      abi: simpleAccountFactoryAbi,
      functionName: 'getAddress',
      args: [eoa as Address, 0n],
    })
    expect(shown).toMatchObject({
      address: derived,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(shown.accounts).toEqual([
      { address: derived, type: 'smartAccount' },
      { address: eoa, type: 'eoa' },
    ])
    expect(await client.getCode({ address: derived })).toBeUndefined()
    expect((await frame.request('INIT_SMART_ACCOUNT')).payload).toEqual({
      address: derived,
      isDeployed: false,
    })
    expect((await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({
      smartAccountEnabledNetworks: [1],
    })
    expect((await frame.request('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual([
      derived,
    ])
  })

  it('a send goes through the bundler as a UserOperation and is mined, only after the approval in the frame (a reject sends nothing)', async () => {
    const { frame, user } = await login('smart-send@example.com')
    const smart = (await user()).address
    await fund(devnet, 1, smart)
    const to = recipient(1)
    const value = parseEther('0.25')
    const params = [{ from: smart, to, value: toHex(value) }]

    // No click: the visitor rejects in the frame; nothing reaches the bundler or the chain.
    const rejected = await frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params })
    expect(rejected).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    expect(frame.shown.at(-1)).toMatchObject({ kind: 'sendTransaction' })
    expect(await client.getBalance({ address: to })).toBe(0n)
    // The dapp's own script, even holding the session, cannot send without the click.
    const direct = await post(
      secure,
      'rpc',
      { method: 'eth_sendTransaction', params },
      { token: frame.storage.get() ?? '' },
    )
    expect(direct).toEqual({
      status: 403,
      body: { error: 'This request was not approved in the wallet', code: 4100 },
    })
    expect(await client.getBalance({ address: to })).toBe(0n)

    frame.decisions.push(true)
    const sent = await frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params })
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    const hash = sent.payload as Hex
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // The bundle went to the EntryPoint, and it ran this account's UserOperation successfully.
    expect(isAddressEqual(receipt.to as Address, SMART_ACCOUNT_CONTRACTS.entryPoint)).toBe(true)
    const [event] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    expect(event?.args.sender).toBe(smart)
    expect(event?.args.success).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(value)
    // The smart account paid the value and its own gas; its first UserOperation deployed it.
    expect(await client.getBalance({ address: smart })).toBeLessThan(parseEther('0.75'))
    expect(await user()).toMatchObject({ address: smart, smartAccountDeployed: true })
  })

  it('wallet_sendCalls sends a batch as one UserOperation; wallet_getCallsStatus reports it confirmed', async () => {
    const { frame, user } = await login('smart-batch@example.com')
    const smart = (await user()).address
    await fund(devnet, 1, smart)
    const [a, b] = [recipient(2), recipient(3)]
    frame.decisions.push(true)
    const sent = await frame.request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x1',
          from: smart,
          atomicRequired: true,
          calls: [
            { to: a, value: toHex(parseEther('0.1')) },
            { to: b, value: toHex(parseEther('0.2')), data: '0x' },
          ],
        },
      ],
    })
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    const { id } = sent.payload as { id: Hex }
    expect(await client.getBalance({ address: a })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: b })).toBe(parseEther('0.2'))
    const status = await frame.request('RPC_REQUEST', {
      method: 'wallet_getCallsStatus',
      params: [id],
    })
    expect(status.payload).toMatchObject({ id, status: 200, atomic: true })

    // SPEC §5 'wallet_sendCalls: each call's to starts with 0x': refused before the visitor is asked.
    const shownBefore = frame.shown.length
    const bad = await frame.request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ calls: [{ to: 'abc' }] }],
    })
    expect(bad).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: -32602 } })
    expect(frame.shown.length).toBe(shownBefore)
  })

  it('SPEC §4 "Preferred account type toggles between eoa and smartAccount": to EOA (its address, a plain transaction mined) and back', async () => {
    const { frame, user } = await login('smart-toggle@example.com')
    const smart = (await user()).address
    const eoa = eoaOf(await user()) as Address

    const toEoa = await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(toEoa.payload).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(await user()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect((await frame.request('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual([eoa])
    await fund(devnet, 1, eoa)
    const to = recipient(4)
    frame.decisions.push(true)
    const sent = await frame.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: eoa, to, value: toHex(parseEther('0.05')) }],
    })
    const receipt = await client.waitForTransactionReceipt({ hash: sent.payload as Hex })
    // An EOA transaction: from the EOA itself, straight to the recipient (no EntryPoint).
    expect(receipt).toMatchObject({ status: 'success', from: eoa.toLowerCase(), to })

    const back = await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(back.payload).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    expect((await frame.request('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual([
      smart,
    ])
  })

  it('SPEC §4 "On error falls back to EOA": with the bundler stopped, a send fails with a clear message and moves nothing, the account falls back to the EOA, and the toggle to smartAccount is refused', async () => {
    const { frame, user } = await login('smart-outage@example.com')
    const shown = await user()
    const smart = shown.address
    const eoa = eoaOf(shown) as Address
    await fund(devnet, 1, smart)
    await bundler.stop()

    const to = recipient(5)
    frame.decisions.push(true)
    const failed = await frame.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to, value: toHex(parseEther('0.1')) }],
    })
    expect(failed).toEqual({
      type: 'RPC_REQUEST_ERROR',
      id: failed.id,
      payload: {
        message: 'The smart account is unavailable: its bundler did not answer',
        code: -32603,
      },
    })
    expect(await client.getBalance({ address: to })).toBe(0n)
    expect(await client.getBalance({ address: smart })).toBe(parseEther('1'))
    expect(await user()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })

    const toggled = await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(toggled).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT_ERROR',
      payload: { message: 'The smart account is unavailable: its bundler did not answer' },
    })
    expect(await user()).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
  })
})
