import { randomBytes } from 'node:crypto'
import { networks, payments, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ECPair } from './bitcoinEcc'
import { BitcoinRpcError, bitcoinRpc } from './bitcoinRpc'
import { DEV_BITCOIN_KEY_COUNT, type DevBitcoinAccount, devBitcoinKeys } from './devBitcoinKeys'
import { injectDevnetBitcoin } from './injectDevnetBitcoin'
import { signDevBitcoinTransfer } from './signDevBitcoinTransfer'
import {
  BITCOIN_REGTEST_CHAIN_ID,
  DEV_BITCOIN_COINBASE_SATS,
  mineBitcoinBlocks,
} from './startBitcoinDevnet'

// Tests in this file spend from their own dev keys (1 to 3) so they never race each other.
const node = injectDevnetBitcoin()
const keys = devBitcoinKeys()

type ScannedUtxo = { txid: string; vout: number; amount: number; coinbase: boolean; height: number }

async function scan(address: string): Promise<ScannedUtxo[]> {
  const result = await bitcoinRpc<{ unspents: ScannedUtxo[] }>(node, 'scantxoutset', [
    'start',
    [`addr(${address})`],
  ])
  return result.unspents
}

/** The one coinbase output the devnet mined to `account` (BTC amounts → satoshis). */
async function coinbaseOf(account: DevBitcoinAccount) {
  const [utxo] = await scan(account.address)
  if (!utxo) throw new Error(`${account.address} holds nothing`)
  return { txid: utxo.txid, vout: utxo.vout, value: BigInt(Math.round(utxo.amount * 1e8)) }
}

function freshAddress(): string {
  const pubkey = ECPair.makeRandom().publicKey
  return payments.p2wpkh({ pubkey, network: networks.regtest }).address!
}

describe('the Bitcoin regtest devnet (real bitcoind)', () => {
  it('runs regtest on 127.0.0.1 with random RPC credentials, and refuses wrong ones', async () => {
    expect(node.chainId).toBe(BITCOIN_REGTEST_CHAIN_ID)
    expect(new URL(node.rpcUrl).hostname).toBe('127.0.0.1')
    const info = await bitcoinRpc<{ chain: string }>(node, 'getblockchaininfo')
    expect(info.chain).toBe('regtest')
    await expect(
      bitcoinRpc({ ...node, rpcPassword: randomBytes(8).toString('hex') }, 'getblockcount'),
    ).rejects.toThrow('HTTP 401')
  })

  it("funds every dev key's payment address with one mature 50 BTC coinbase output", async () => {
    const height = await bitcoinRpc<number>(node, 'getblockcount')
    expect(height).toBeGreaterThanOrEqual(DEV_BITCOIN_KEY_COUNT + 100)
    // Key 0 is spent by no test here; the others may be, so only their first block is checked.
    expect(await scan(keys[0]!.payment.address)).toEqual([
      expect.objectContaining({
        amount: DEV_BITCOIN_COINBASE_SATS / 1e8,
        coinbase: true,
        height: 1,
      }),
    ])
    for (const key of keys) {
      const block = await bitcoinRpc<{ tx: { vout: { scriptPubKey: { address?: string } }[] }[] }>(
        node,
        'getblock',
        [await bitcoinRpc<string>(node, 'getblockhash', [key.index + 1]), 2],
      )
      expect(block.tx[0]!.vout[0]!.scriptPubKey.address).toBe(key.payment.address)
    }
  })

  it('mines a P2WPKH PSBT signed with bitcoinjs-lib, and the receiver then holds the output', async () => {
    const from = keys[1]!.payment
    const to = freshAddress()
    const transfer = signDevBitcoinTransfer({
      from,
      utxos: [await coinbaseOf(from)],
      to,
      amount: 10_000_000n,
      fee: 2_000n,
    })

    expect(await bitcoinRpc(node, 'sendrawtransaction', [transfer.hex])).toBe(transfer.txid)
    const [blockHash] = await mineBitcoinBlocks(node)

    expect(await scan(to)).toEqual([expect.objectContaining({ txid: transfer.txid, amount: 0.1 })])
    const change = DEV_BITCOIN_COINBASE_SATS - 10_000_000 - 2_000
    expect(await scan(from.address)).toEqual([
      expect.objectContaining({ txid: transfer.txid, amount: change / 1e8, coinbase: false }),
    ])
    const mined = await bitcoinRpc<{ blockhash: string }>(node, 'getrawtransaction', [
      transfer.txid,
      true,
    ])
    expect(mined.blockhash).toBe(blockHash)
  })

  it('refuses a transaction whose witness signature was tampered with', async () => {
    const from = keys[2]!.payment
    const transfer = signDevBitcoinTransfer({
      from,
      utxos: [await coinbaseOf(from)],
      to: freshAddress(),
      amount: 10_000_000n,
      fee: 2_000n,
    })
    const transaction = Transaction.fromHex(transfer.hex)
    const signature = transaction.ins[0]!.witness[0]!
    signature[10]! ^= 0x01 // inside r: still valid DER, no longer a valid signature
    const tampered = transaction.toHex()
    expect(tampered).not.toBe(transfer.hex)

    const refusal: unknown = await bitcoinRpc(node, 'sendrawtransaction', [tampered]).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(BitcoinRpcError)
    expect((refusal as BitcoinRpcError).code).toBe(-26) // RPC_VERIFY_REJECTED
    expect((refusal as BitcoinRpcError).message).toMatch(/^mempool-script-verify-flag-failed/)
    // The untampered transaction from the same key is still accepted.
    expect(await bitcoinRpc(node, 'sendrawtransaction', [transfer.hex])).toBe(transfer.txid)
  })

  it('mines a P2TR key-path spend from an ordinal address', async () => {
    const key = keys[3]!
    const funding = signDevBitcoinTransfer({
      from: key.payment,
      utxos: [await coinbaseOf(key.payment)],
      to: key.ordinal.address,
      amount: 100_000_000n,
      fee: 2_000n,
    })
    await bitcoinRpc(node, 'sendrawtransaction', [funding.hex])
    await mineBitcoinBlocks(node)
    const [ordinalUtxo] = await scan(key.ordinal.address)
    expect(ordinalUtxo).toMatchObject({ txid: funding.txid, amount: 1 })

    const to = freshAddress()
    const spend = signDevBitcoinTransfer({
      from: key.ordinal,
      utxos: [{ txid: ordinalUtxo!.txid, vout: ordinalUtxo!.vout, value: 100_000_000n }],
      to,
      amount: 40_000_000n,
      fee: 1_500n,
    })
    // A key-path spend carries one 64-byte Schnorr signature (default sighash) as its witness.
    expect(Transaction.fromHex(spend.hex).ins[0]!.witness.map((item) => item.length)).toEqual([64])
    expect(await bitcoinRpc(node, 'sendrawtransaction', [spend.hex])).toBe(spend.txid)
    await mineBitcoinBlocks(node)

    const mined = await bitcoinRpc<{ confirmations: number }>(node, 'getrawtransaction', [
      spend.txid,
      true,
    ])
    expect(mined.confirmations).toBe(1)
    expect(await scan(to)).toEqual([expect.objectContaining({ txid: spend.txid, amount: 0.4 })])
  })
})
