import { decodeBitcoinAddress, verifyBip322Simple } from '@appkit/siwx'
import { bitcoinRpc, mineBitcoinBlocks } from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { address, networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import type { ApprovalRequest } from '../DevWalletTypes'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { BITCOIN_DEV_KEYS } from './bitcoinDevKeys'
import { createBitcoinDevWallet } from './createBitcoinDevWallet'

// Against the project's real regtest bitcoind; this file spends from dev key 4 only.
const node = injectDevnetBitcoin()
const encoder = new TextEncoder()
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('the Bitcoin dev wallet (Wallet Standard, real keys)', () => {
  it('shares its payment (P2WPKH) and ordinals (P2TR) accounts after the approval prompt', async () => {
    const asked: ApprovalRequest[] = []
    const wallet = createBitcoinDevWallet({
      mode: 'prompt',
      prompt: async (request) => {
        asked.push(request)
        return true
      },
      origin: '127.0.0.1:5173',
    })
    const changes: number[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.length ?? -1),
    )
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    expect(accounts.map((account) => account.address)).toEqual([
      wallet.devAccounts.ordinals.address,
      wallet.devAccounts.payment.address,
    ])
    expect(wallet.devAccounts.payment.address).toMatch(/^bcrt1q/)
    expect(wallet.devAccounts.ordinals.address).toMatch(/^bcrt1p/)
    expect(asked).toEqual([
      expect.objectContaining({ method: 'bitcoin:connect', title: 'Connect to 127.0.0.1:5173?' }),
    ])
    expect(changes).toEqual([2])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toEqual([2, 0])
  })

  it('refuses with its own UserRejectedRequestError (4001) when the user rejects', async () => {
    const wallet = createBitcoinDevWallet({ mode: 'prompt', prompt: async () => false })
    const error = await wallet.features['standard:connect'].connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(wallet.accounts).toEqual([])
  })

  it('restores the authorization silently from its storage on the next page load', async () => {
    const storage = memoryStorage()
    const first = createBitcoinDevWallet({ storage })
    expect((await first.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
    await first.features['standard:connect'].connect()
    const second = createBitcoinDevWallet({ storage, mode: 'reject' })
    const { accounts } = await second.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([
      second.devAccounts.payment.address,
      second.devAccounts.ordinals.address,
    ])
  })

  it('signs messages with BIP-322 simple that an independent verifier (@appkit/siwx) accepts', async () => {
    const wallet = createBitcoinDevWallet()
    await wallet.features['standard:connect'].connect()
    const message = 'Hello from the dev wallet'
    const [payment, ordinals] = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: wallet.devAccounts.payment, message: encoder.encode(message) },
      { account: wallet.devAccounts.ordinals, message: encoder.encode(message) },
    )
    const paymentAddress = decodeBitcoinAddress(wallet.devAccounts.payment.address)!
    const ordinalsAddress = decodeBitcoinAddress(wallet.devAccounts.ordinals.address)!
    expect(verifyBip322Simple(paymentAddress, message, base64(payment!.signature))).toBe(true)
    expect(verifyBip322Simple(ordinalsAddress, message, base64(ordinals!.signature))).toBe(true)
    expect(verifyBip322Simple(paymentAddress, `${message}!`, base64(payment!.signature))).toBe(
      false,
    )
    expect(verifyBip322Simple(ordinalsAddress, message, base64(payment!.signature))).toBe(false)
  })

  it('signs the PSBT inputs it is asked to, showing outputs and fee; bitcoind mines the result', async () => {
    const asked: ApprovalRequest[] = []
    const wallet = createBitcoinDevWallet({
      key: BITCOIN_DEV_KEYS[4]!,
      mode: 'prompt',
      prompt: async (request) => {
        asked.push(request)
        return true
      },
    })
    await wallet.features['standard:connect'].connect()
    const payment = wallet.devAccounts.payment
    const scan = await bitcoinRpc<{ unspents: { txid: string; vout: number; amount: number }[] }>(
      node,
      'scantxoutset',
      ['start', [`addr(${payment.address})`]],
    )
    const utxo = scan.unspents[0]!
    const value = BigInt(Math.round(utxo.amount * 1e8))
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: address.toOutputScript(payment.address, networks.regtest), value },
    })
    psbt.addOutput({ address: wallet.devAccounts.ordinals.address, value: 10_000_000n })
    psbt.addOutput({ address: payment.address, value: value - 10_000_000n - 1_000n })

    const [signed] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: psbt.toBuffer(),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: payment, signingIndexes: [0] }],
    })
    expect(asked.at(-1)?.details).toEqual([
      `Pay 0.10000000 BTC to ${wallet.devAccounts.ordinals.address}`,
      `Pay ${((Number(value) - 10_001_000) / 1e8).toFixed(8)} BTC to ${payment.address}`,
      'Fee: 0.00001000 BTC (1000 sats)',
    ])
    const final = Psbt.fromBuffer(signed!.signedPsbt, { network: networks.regtest })
    final.finalizeAllInputs()
    const transaction = final.extractTransaction()
    expect(await bitcoinRpc(node, 'sendrawtransaction', [transaction.toHex()])).toBe(
      transaction.getId(),
    )
    await mineBitcoinBlocks(node)
    const mined = await bitcoinRpc<{ confirmations: number }>(node, 'getrawtransaction', [
      transaction.getId(),
      true,
    ])
    expect(mined.confirmations).toBe(1)
  })
})
