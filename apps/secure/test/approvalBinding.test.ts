import {
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { frameOn, fund, readCode, startTestSecure } from './secureSite'

const devnet = inject('devnet')
const secure = await startTestSecure(devnet)
afterAll(() => secure.stop())

/** Logs `email` in through the frame; returns a caller of the API with its session token. */
async function login(email: string) {
  const frame = frameOn(secure)
  await frame.request('CONNECT_EMAIL', { email })
  await frame.request('CONNECT_OTP', { otp: readCode(secure, email) })
  const token = frame.storage.get() ?? ''
  const { address } = (await frame.request('GET_USER')).payload as { address: Hex }
  const call = async (route: string, body: unknown) => {
    const response = await fetch(`${secure.url}/api/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: secure.url,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const approve = async (method: string, params: unknown) => {
    const prepared = await call('approvals/prepare', { method, params })
    expect(prepared.status).toBe(200)
    const approved = await call('approvals/approve', { id: prepared.body.id })
    expect(approved.status).toBe(200)
    return approved.body.approval as string
  }
  return { frame, address, call, approve }
}

describe('the secure server signs only a request bound to its approval', () => {
  it('no approval, a made-up one, a replayed one, or one for other params, chain or session: refused with 4100; the approved request is signed once', async () => {
    const a = await login('bound@example.com')
    const message = 'Bound to this approval'
    const params = [toHex(message), a.address]
    const refused = { status: 403, body: expect.objectContaining({ code: 4100 }) }

    // A dapp page cannot call the API (other origin, no token); even with the token, no click, no signature.
    expect(await a.call('rpc', { method: 'personal_sign', params })).toEqual({
      status: 403,
      body: { error: 'This request was not approved in the wallet', code: 4100 },
    })
    expect(
      await a.call('rpc', { method: 'personal_sign', params, approval: 'x'.repeat(43) }),
    ).toEqual(refused)

    const approval = await a.approve('personal_sign', params)
    const signed = await a.call('rpc', { method: 'personal_sign', params, approval })
    expect(signed.status).toBe(200)
    expect(
      await verifyMessage({ address: a.address, message, signature: signed.body.result as Hex }),
    ).toBe(true)
    // The same approved request posted again (a replay): refused.
    expect(await a.call('rpc', { method: 'personal_sign', params, approval })).toEqual({
      status: 403,
      body: { error: 'This approval was already used or is unknown', code: 4100 },
    })

    // Approved for one message, used for another: refused (the hash differs).
    const other = await a.approve('personal_sign', params)
    expect(
      await a.call('rpc', {
        method: 'personal_sign',
        params: [toHex('Something else'), a.address],
        approval: other,
      }),
    ).toEqual({ status: 403, body: { error: 'This approval is for another request', code: 4100 } })

    // Approved on chain 1, sent after a switch to 137: refused (the chain is in the hash).
    const tx = [{ from: a.address, to: devnet.devAccount, value: toHex(parseEther('0.01')) }]
    const onMainnet = await a.approve('eth_sendTransaction', tx)
    expect((await a.call('switch-network', { chainId: 137 })).status).toBe(200)
    expect(
      await a.call('rpc', { method: 'eth_sendTransaction', params: tx, approval: onMainnet }),
    ).toEqual(refused)

    // Another session's approval does not sign for this one, and cannot approve its requests.
    const b = await login('other-session@example.com')
    const fromB = await b.approve('personal_sign', params)
    expect(await a.call('rpc', { method: 'personal_sign', params, approval: fromB })).toEqual(
      refused,
    )
    const prepared = await a.call('approvals/prepare', { method: 'personal_sign', params })
    expect((await b.call('approvals/approve', { id: prepared.body.id })).status).toBe(404)
  })

  it('the frame is shown what is signed: typed-data fields, and the approved typed data verifies', async () => {
    const a = await login('typed@example.com')
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', chainId: 1 },
      message: { to: devnet.devAccount, contents: 'Hello, Bob!' },
    } as const
    const params = [a.address, JSON.stringify(typedData)]
    const prepared = await a.call('approvals/prepare', { method: 'eth_signTypedData_v4', params })
    expect(prepared.body.summary).toEqual({
      kind: 'signTypedData',
      method: 'eth_signTypedData_v4',
      rows: [
        { label: 'network', value: 'Chain 1 (1)' },
        { label: 'primaryType', value: 'Mail' },
        { field: 'domain.name', value: 'Ether Mail', code: true },
        { field: 'domain.chainId', value: '1', code: true },
        { field: 'to', value: devnet.devAccount, code: true },
        { field: 'contents', value: 'Hello, Bob!', code: true },
      ],
    })
    const approved = await a.call('approvals/approve', { id: prepared.body.id })
    const signed = await a.call('rpc', {
      method: 'eth_signTypedData_v4',
      params,
      approval: approved.body.approval,
    })
    expect(signed.status).toBe(200)
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: a.address,
        types,
        primaryType: 'Mail',
        domain: typedData.domain,
        message: typedData.message,
        signature: signed.body.result as Hex,
      }),
    ).toBe(true)
  })

  it('safe methods need no approval (SPEC §6 "Safe RPC methods ... need no approval")', async () => {
    const a = await login('reader@example.com')
    expect(await a.call('rpc', { method: 'eth_chainId' })).toEqual({
      status: 200,
      body: { result: '0x1' },
    })
    const balance = await a.call('rpc', { method: 'eth_getBalance', params: [a.address, 'latest'] })
    expect(balance).toEqual({
      status: 200,
      body: { result: expect.stringMatching(/^0x[0-9a-f]+$/) },
    })
  })
})

describe('clear errors, not 500s (issue 18)', () => {
  it('insufficient funds, an invalid address, an empty `to`, a value of 2^256, bad gas, odd-length hex and a reverting call are 400s with a reason', async () => {
    const a = await login('errors@example.com')
    const send = async (tx: Record<string, unknown>) => {
      const params = [{ from: a.address, ...tx }]
      const approval = await a.approve('eth_sendTransaction', params)
      return a.call('rpc', { method: 'eth_sendTransaction', params, approval })
    }
    expect(await send({ to: devnet.devAccount, value: toHex(parseEther('5')) })).toEqual({
      status: 400,
      body: { error: 'Insufficient funds for gas and value', code: -32000 },
    })
    await fund(devnet, 1, a.address)
    // Malformed parameters are refused before the visitor is asked (issue 19): no approval exists.
    const prepare = (tx: Record<string, unknown>) =>
      a.call('approvals/prepare', {
        method: 'eth_sendTransaction',
        params: [{ from: a.address, ...tx }],
      })
    const refused = (error: string) => ({ status: 400, body: { error, code: -32602 } })
    expect(await prepare({ to: '0x1234', value: '0x1' })).toEqual(
      refused('Invalid to: not an address'),
    )
    expect(await prepare({ to: '', value: '0x1' })).toEqual(refused('Invalid to: not an address'))
    expect(await prepare({ to: devnet.devAccount, data: '0x123' })).toEqual(
      refused('Invalid data: odd-length hex'),
    )
    expect(await prepare({ to: devnet.devAccount, value: toHex(2n ** 256n) })).toEqual(
      refused('Invalid value: out of range'),
    )
    expect(await prepare({ to: devnet.devAccount, value: '12' })).toEqual(
      refused('Invalid value: not a hex quantity'),
    )
    expect(await prepare({ to: devnet.devAccount, gas: toHex(2n ** 64n) })).toEqual(
      refused('Invalid gas: out of range'),
    )
    expect(
      await a.call('approvals/prepare', { method: 'personal_sign', params: ['0xabc', a.address] }),
    ).toEqual(refused('Invalid message: odd-length hex'))
    expect(
      await a.call('approvals/prepare', {
        method: 'eth_signTypedData_v4',
        params: [a.address, '{"types":{},"primaryType":"Mail"}'],
      }),
    ).toEqual(refused('Invalid typed data'))
    // The same checks hold on `rpc` itself, approval or not.
    expect(
      await a.call('rpc', {
        method: 'eth_sendTransaction',
        params: [{ from: a.address, to: '', value: '0x1' }],
        approval: 'made-up',
      }),
    ).toEqual(refused('Invalid to: not an address'))
    const lowGas = await send({ to: devnet.devAccount, value: '0x1', gas: '0x5' })
    expect(lowGas).toMatchObject({ status: 400, body: { code: -32602 } })
    expect(String(lowGas.body.error)).toMatch(/^Invalid gas: /)
    // An ERC-20 transfer of more than the wallet holds: the token contract reverts.
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devnet.devAccount, 10n ** 30n],
    })
    const usdc = devnet.contracts[1]?.usdc
    const reverted = await send({ to: usdc, data })
    expect(reverted).toMatchObject({ status: 400, body: { code: 3 } })
    expect(String(reverted.body.error)).toMatch(/^The transaction would revert/)
  })
})
