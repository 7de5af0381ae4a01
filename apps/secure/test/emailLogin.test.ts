import { devnetPublicClient } from '@appkit/test'
import { type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { frameOn, fund, readCode, startTestSecure } from './secureSite'

const devnet = inject('devnet')
const secure = await startTestSecure(devnet)
afterAll(() => secure.stop())

describe('the embedded wallet frame on the real secure site', () => {
  it('SPEC §4 "connect email returns an action ... then one-time code": a 6-digit code goes out by SMTP and logs in', async () => {
    const frame = frameOn(secure)
    const email = 'ada@example.com'
    expect(await frame.request('IS_CONNECTED')).toMatchObject({
      type: 'IS_CONNECTED_SUCCESS',
      payload: { isConnected: false },
    })
    expect(await frame.request('CONNECT_EMAIL', { email })).toEqual({
      type: 'CONNECT_EMAIL_SUCCESS',
      id: 'req-2',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(secure.smtpSink?.lastMessage(email)).toMatchObject({
      to: [email],
      subject: expect.stringMatching(/^Your login code: \d{6}$/),
    })
    const code = readCode(secure, email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await frame.request('CONNECT_OTP', { otp: wrong })).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    expect(await frame.request('CONNECT_OTP', { otp: code })).toMatchObject({
      type: 'CONNECT_OTP_SUCCESS',
    })
    const user = await frame.request('GET_USER', { chainId: 1 })
    expect(user).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { email, chainId: 1, preferredAccountType: 'eoa' },
    })
    const address = (user.payload as { address: string }).address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await frame.request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    expect(await frame.request('RPC_REQUEST', { method: 'eth_accounts' })).toMatchObject({
      payload: [address],
    })

    // The same e-mail gets the same wallet at its next login; another e-mail another one.
    const again = frameOn(secure)
    await again.request('CONNECT_EMAIL', { email: 'other@example.com' })
    await again.request('CONNECT_OTP', { otp: readCode(secure, 'other@example.com') })
    const other = await again.request('GET_USER')
    expect((other.payload as { address: string }).address).not.toBe(address)
  })

  it("SPEC §6 personal_sign and eth_sendTransaction are signed with the e-mail's key and verify with viem on the devnet", async () => {
    const frame = frameOn(secure)
    await frame.request('CONNECT_EMAIL', { email: 'signer@example.com' })
    await frame.request('CONNECT_OTP', { otp: readCode(secure, 'signer@example.com') })
    const { address } = (await frame.request('GET_USER')).payload as { address: Hex }
    const message = 'Hello from the embedded wallet'
    frame.decisions.push(true)
    const signed = await frame.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message, signature: signed.payload as Hex })).toBe(true)
    // The frame showed the message as text, on the session's network.
    expect(frame.shown.at(-1)).toEqual({
      kind: 'signMessage',
      method: 'personal_sign',
      rows: [
        { label: 'network', value: 'Chain 1 (1)' },
        { label: 'message', value: message },
      ],
    })
    frame.decisions.push(true)
    const foreign = await frame.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), devnet.devAccount],
    })
    expect(foreign).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4100 } })

    await fund(devnet, 137, address)
    expect(await frame.request('SWITCH_NETWORK', { chainId: 137 })).toMatchObject({
      type: 'SWITCH_NETWORK_SUCCESS',
      payload: { chainId: 137 },
    })
    expect(await frame.request('GET_CHAIN_ID')).toMatchObject({ payload: { chainId: 137 } })
    frame.decisions.push(true)
    const sent = await frame.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: devnet.devAccount, value: toHex(parseEther('0.1')) }],
    })
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    expect(frame.shown.at(-1)?.rows).toEqual([
      { label: 'network', value: 'Chain 137 (137)' },
      { label: 'from', value: address, code: true },
      { label: 'to', value: devnet.devAccount, code: true },
      { label: 'amount', value: '0.1 ETH' },
    ])
    const chain = devnet.chains.find((c) => c.chainId === 137)
    if (!chain) throw new Error('no chain 137')
    const receipt = await devnetPublicClient(chain).waitForTransactionReceipt({
      hash: sent.payload as Hex,
    })
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase() })
  })

  it('SPEC §6 "Only listed safe or unsafe RPC methods are accepted; others are rejected", unknown chains and frame messages too', async () => {
    const frame = frameOn(secure)
    expect(await frame.request('RPC_REQUEST', { method: 'eth_accounts' })).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Not connected' },
    })
    await frame.request('CONNECT_EMAIL', { email: 'rules@example.com' })
    await frame.request('CONNECT_OTP', { otp: readCode(secure, 'rules@example.com') })
    // An unknown method is not safe: it waits for the visitor; rejected it is 4001, approved
    // the wallet still refuses what it does not know.
    expect(await frame.request('RPC_REQUEST', { method: 'eth_sign', params: [] })).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    expect(frame.shown.at(-1)).toMatchObject({ kind: 'other', method: 'eth_sign' })
    frame.decisions.push(true)
    expect(await frame.request('RPC_REQUEST', { method: 'eth_sign', params: [] })).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed', code: 4200 },
    })
    expect(await frame.request('SWITCH_NETWORK', { chainId: 10 })).toMatchObject({
      type: 'SWITCH_NETWORK_ERROR',
      payload: { message: 'Chain is not supported', code: 4902 },
    })
    expect(await frame.request('CONNECT_MYSPACE')).toMatchObject({
      type: 'CONNECT_MYSPACE_ERROR',
      payload: { message: 'Unsupported request: CONNECT_MYSPACE' },
    })
    // CONNECT_FARCASTER before GET_FARCASTER_URI has no sign-in to wait for.
    expect(await frame.request('CONNECT_FARCASTER')).toMatchObject({
      type: 'CONNECT_FARCASTER_ERROR',
      payload: { message: 'Failed to connect to farcaster' },
    })
    await frame.host.handle({ type: 'GET_USER' })
    await frame.host.handle('GET_USER')
    await frame.host.handle({ type: 'GET_USER', id: 7 })
    expect(frame.replies.filter((reply) => !String(reply.id).startsWith('req-'))).toEqual([])
  })

  it('SPEC §4 "Disconnect of the embedded wallet clears stored login data": SIGN_OUT ends the session on the server', async () => {
    const frame = frameOn(secure)
    await frame.request('CONNECT_EMAIL', { email: 'leaving@example.com' })
    await frame.request('CONNECT_OTP', { otp: readCode(secure, 'leaving@example.com') })
    const token = frame.storage.get()
    expect(await frame.request('SIGN_OUT')).toMatchObject({ type: 'SIGN_OUT_SUCCESS' })
    expect(frame.storage.get()).toBeUndefined()
    expect(await frame.request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    // The old token is dead on the server, not only forgotten by the frame.
    frame.storage.set(token ?? '')
    expect(await frame.request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    expect(frame.storage.get()).toBeUndefined()
  })
})

describe('one-time code rules on the real secure site', () => {
  it('SPEC §5 "A new login e-mail may not be triggered within 30 s of the last: \'Please try again after {n} seconds\'", and codes expire', async () => {
    let now = 1_000_000
    const timed = await startTestSecure(devnet, { now: () => now, otpTtlMs: 60_000 })
    try {
      const frame = frameOn(timed)
      await frame.request('CONNECT_EMAIL', { email: 'slow@example.com' })
      const first = readCode(timed, 'slow@example.com')
      now += 12_300
      expect(await frame.request('CONNECT_EMAIL', { email: 'slow@example.com' })).toMatchObject({
        type: 'CONNECT_EMAIL_ERROR',
        payload: { message: 'Please try again after 18 seconds' },
      })
      expect(timed.smtpSink?.messages()).toHaveLength(1)
      now += 60_000
      expect(await frame.request('CONNECT_OTP', { otp: first })).toMatchObject({
        type: 'CONNECT_OTP_ERROR',
        payload: { message: 'Code expired' },
      })
      expect(await frame.request('CONNECT_EMAIL', { email: 'not an e-mail' })).toMatchObject({
        type: 'CONNECT_EMAIL_ERROR',
        payload: { message: 'Invalid email' },
      })
    } finally {
      await timed.stop()
    }
    // It starts a second site (frame bundle, key store): slow on a busy machine.
  }, 180_000)
})
