import { type Hex, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { createDevnetWallet, devnetClient } from './testing/createDevnetWallet'

const devnet = inject('devnet')

const typedData = {
  domain: {
    name: 'AppKit Dev',
    version: '1',
    chainId: 1,
    verifyingContract: '0x0000000000000000000000000000000000000001',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello, Bob' },
} as const

async function connectedWallet(accountIndex = 0) {
  const wallet = createDevnetWallet(devnet)
  wallet.switchAccount(accountIndex)
  const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Hex[]
  return { wallet, address: address! }
}

describe('signing with the dev key (real signatures)', () => {
  it('personal_sign of a UTF-8 message verifies with viem verifyMessage', async () => {
    const { wallet, address } = await connectedWallet()
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['Hello AppKit', address],
    })) as Hex
    expect(await verifyMessage({ address, message: 'Hello AppKit', signature })).toBe(true)
    expect(await verifyMessage({ address, message: 'Hello AppKet', signature })).toBe(false)
  })

  it('personal_sign of hex data signs the bytes (as wallets do)', async () => {
    const { wallet, address } = await connectedWallet()
    const data = stringToHex('bytes to sign')
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [data, address],
    })) as Hex
    expect(await verifyMessage({ address, message: { raw: data }, signature })).toBe(true)
    expect(await verifyMessage({ address, message: 'bytes to sign', signature })).toBe(true)
  })

  it('eth_signTypedData_v4 (JSON string or object) verifies with viem verifyTypedData', async () => {
    const { wallet, address } = await connectedWallet()
    const { EIP712Domain: _, ...types } = typedData.types
    for (const param of [JSON.stringify(typedData), typedData]) {
      const signature = (await wallet.request({
        method: 'eth_signTypedData_v4',
        params: [address, param],
      })) as Hex
      expect(await verifyTypedData({ ...typedData, types, address, signature })).toBe(true)
    }
  })

  it('refuses to sign for an address it was not authorized for (4100) and before connecting', async () => {
    const { wallet } = await connectedWallet()
    const other = wallet.getAddresses()[1]
    await expect(
      wallet.request({ method: 'personal_sign', params: ['hi', other] }),
    ).rejects.toMatchObject({ code: 4100 })
    const fresh = createDevnetWallet(devnet)
    await expect(
      fresh.request({ method: 'personal_sign', params: ['hi', fresh.getAddress()] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses eth_sign and eth_signTransaction with 4200 (unsupported method)', async () => {
    const { wallet, address } = await connectedWallet()
    await expect(
      wallet.request({ method: 'eth_sign', params: [address, '0x1234'] }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      wallet.request({ method: 'eth_signTransaction', params: [{ from: address }] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('rejects malformed typed data with -32602', async () => {
    const { wallet, address } = await connectedWallet()
    await expect(
      wallet.request({ method: 'eth_signTypedData_v4', params: [address, '{not json'] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.request({
        method: 'eth_signTypedData_v4',
        params: [address, { ...typedData, primaryType: 'Nope' }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('eth_sendTransaction on the devnet', () => {
  it('signs locally, sends raw, and the receipt is on anvil with the value moved', async () => {
    const { wallet, address } = await connectedWallet(1)
    const client = devnetClient(devnet, 1)
    const recipient = '0x000000000000000000000000000000000000dEaD'
    const before = await client.getBalance({ address: recipient })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: `0x${parseEther('0.5').toString(16)}` }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.5'))
    const sent = await client.getTransaction({ hash })
    expect(sent.chainId).toBe(1)
    expect(sent.type).toBe('eip1559')
  })

  it('sends on the active chain after a switch to 137', async () => {
    const { wallet, address } = await connectedWallet(1)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1', gasPrice: '0x3b9aca00' }],
    })) as Hex
    const receipt = await devnetClient(devnet, 137).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await devnetClient(devnet, 137).getTransaction({ hash })).chainId).toBe(137)
  })

  it("passes the node's error code through when the transaction cannot run", async () => {
    const { wallet, address } = await connectedWallet(1)
    const tooMuch = `0x${parseEther('100000000').toString(16)}`
    const error = await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: tooMuch }],
      })
      .catch((caught: unknown) => caught)
    // anvil answers -32003 (EIP-1474 'transaction rejected') for an unaffordable value
    expect(error).toMatchObject({
      code: -32003,
      message: expect.stringMatching(/insufficient funds/i),
    })
  })

  it('rejects a malformed transaction with -32602 before asking anything', async () => {
    const { wallet, address } = await connectedWallet(1)
    await expect(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: 'bob', value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: address, value: 12 }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
