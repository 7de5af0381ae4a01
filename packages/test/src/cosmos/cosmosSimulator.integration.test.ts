import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../devAccounts'
import {
  COSMOS_DENOM,
  COSMOS_DEV_BALANCE,
  COSMOS_PREFIX,
  cosmosDevPath,
  cosmosDevWallet,
} from './cosmosDevKeys'
import { type CosmosDevnet, startCosmosDevnet } from './startCosmosDevnet'

// These tests drive the Cosmos SIMULATOR (a bank ledger in CometBFT's RPC shapes, no cosmos-sdk
// node can run here) with unmodified cosmjs clients and real secp256k1 keys.
let devnet: CosmosDevnet
beforeAll(async () => {
  devnet = await startCosmosDevnet()
})
afterAll(() => devnet?.stop())

const gasPrice = GasPrice.fromString(`0.0025${COSMOS_DENOM}`)
const fee = calculateFee(120_000, gasPrice)
const chain = () => devnet.chains[0]!

describe('Cosmos simulator', () => {
  it('simulator: cosmjs StargateClient reads chain id, height, funded dev balances and accounts', async () => {
    const client = await StargateClient.connect(chain().rpcUrl)
    const [address] = (await (await cosmosDevWallet(1)).getAccounts()).map((a) => a.address)
    expect(await client.getChainId()).toBe('appkit-devnet-1')
    expect(await client.getHeight()).toBeGreaterThanOrEqual(1)
    expect(await client.getBalance(address!, COSMOS_DENOM)).toEqual({
      denom: COSMOS_DENOM,
      amount: COSMOS_DEV_BALANCE.toString(),
    })
    const account = await client.getAccount(address!)
    expect(account?.address).toBe(address)
    expect(await client.getAccount('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBeNull()
    const lcd = await (
      await fetch(`${chain().restUrl}/cosmos/bank/v1beta1/balances/${address}`)
    ).json()
    expect(lcd.balances).toEqual([{ denom: COSMOS_DENOM, amount: COSMOS_DEV_BALANCE.toString() }])
    client.disconnect()
  })

  it('simulator: a direct-mode MsgSend lands, moving exactly the amount and charging exactly the fee; tx_search finds it', async () => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, {
      prefix: COSMOS_PREFIX,
      hdPaths: [cosmosDevPath(1), cosmosDevPath(2)],
    })
    const [from, to] = (await wallet.getAccounts()).map((a) => a.address) as [string, string]
    const client = await SigningStargateClient.connectWithSigner(chain().rpcUrl, wallet, {
      broadcastPollIntervalMs: 50,
    })
    const before = [
      await client.getBalance(from, COSMOS_DENOM),
      await client.getBalance(to, COSMOS_DENOM),
    ]
    const result = await client.sendTokens(
      from,
      to,
      [{ denom: COSMOS_DENOM, amount: '12345' }],
      fee,
      'hi',
    )
    expect(result.code).toBe(0)
    const after = [
      await client.getBalance(from, COSMOS_DENOM),
      await client.getBalance(to, COSMOS_DENOM),
    ]
    expect(BigInt(after[1]!.amount) - BigInt(before[1]!.amount)).toBe(12345n)
    expect(BigInt(before[0]!.amount) - BigInt(after[0]!.amount)).toBe(
      12345n + BigInt(fee.amount[0]!.amount),
    )
    const found = await client.searchTx(`transfer.recipient='${to}'`)
    expect(found.map((tx) => tx.hash)).toContain(result.transactionHash)
    expect(TxBody.decode(TxRaw.decode(found.at(-1)!.tx).bodyBytes).memo).toBe('hi')
    expect(await client.getSequence(from)).toMatchObject({ sequence: 1 })
    client.disconnect()
  })

  it('simulator: an amino JSON (SIGN_MODE_LEGACY_AMINO_JSON) MsgSend verifies and lands', async () => {
    const wallet = await Secp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, {
      prefix: COSMOS_PREFIX,
      hdPaths: [cosmosDevPath(3)],
    })
    const [{ address: from }] = (await wallet.getAccounts()) as unknown as [{ address: string }]
    const client = await SigningStargateClient.connectWithSigner(chain().rpcUrl, wallet, {
      broadcastPollIntervalMs: 50,
      gasPrice,
    })
    const to = (await (await cosmosDevWallet(5)).getAccounts())[4]!.address
    const result = await client.sendTokens(
      from,
      to,
      [{ denom: COSMOS_DENOM, amount: '7' }],
      'auto',
      'amino',
    )
    expect(result.code).toBe(0)
    // 'auto' gas came from the simulator's Simulate query (× 1.4), at the chain's gas price.
    expect(result.gasWanted).toBeGreaterThan(result.gasUsed)
    client.disconnect()
  })

  it('simulator: a signature made for another chain id is refused with signature verification failed (code 4)', async () => {
    const wallet = await cosmosDevWallet(5)
    const from = (await wallet.getAccounts())[4]!.address
    // Signed offline for appkit-devnet-2, broadcast on appkit-devnet-1.
    const offline = await SigningStargateClient.offline(wallet)
    const account = await (await StargateClient.connect(chain().rpcUrl)).getSequence(from)
    const signed = await offline.sign(
      from,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: from,
            toAddress: from,
            amount: [{ denom: COSMOS_DENOM, amount: '1' }],
          },
        },
      ],
      fee,
      '',
      { ...account, chainId: 'appkit-devnet-2' },
    )
    const client = await StargateClient.connect(chain().rpcUrl)
    await expect(client.broadcastTxSync(TxRaw.encode(signed).finish())).rejects.toThrow(
      /signature verification failed; please verify account number \(\d+\), sequence \(0\) and chain-id \(appkit-devnet-1\): unauthorized/,
    )
    expect(await client.getSequence(from)).toMatchObject({ sequence: 0 })
    client.disconnect()
  })

  it('simulator: a forged signature (one bit flipped) and a wrong sequence are refused', async () => {
    const wallet = await cosmosDevWallet(7)
    const from = (await wallet.getAccounts())[6]!.address
    const client = await StargateClient.connect(chain().rpcUrl)
    const { accountNumber, sequence } = await client.getSequence(from)
    const offline = await SigningStargateClient.offline(wallet)
    const msgs = [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: from,
          toAddress: from,
          amount: [{ denom: COSMOS_DENOM, amount: '1' }],
        },
      },
    ]
    const signed = await offline.sign(from, msgs, fee, '', {
      accountNumber,
      sequence,
      chainId: chain().chainId,
    })
    const forged = TxRaw.fromPartial({
      ...signed,
      signatures: [signed.signatures[0]!.map((b, i) => (i === 10 ? b ^ 1 : b))],
    })
    await expect(client.broadcastTxSync(TxRaw.encode(forged).finish())).rejects.toThrow(
      /signature verification failed/,
    )
    const stale = await offline.sign(from, msgs, fee, '', {
      accountNumber,
      sequence: sequence + 1,
      chainId: chain().chainId,
    })
    await expect(client.broadcastTxSync(TxRaw.encode(stale).finish())).rejects.toThrow(
      /account sequence mismatch, expected 0, got 1: incorrect account sequence/,
    )
    const cheap = await offline.sign(
      from,
      msgs,
      calculateFee(120_000, GasPrice.fromString(`0.0001${COSMOS_DENOM}`)),
      '',
      {
        accountNumber,
        sequence,
        chainId: chain().chainId,
      },
    )
    await expect(client.broadcastTxSync(TxRaw.encode(cheap).finish())).rejects.toThrow(
      /insufficient fees; got: 12uatom required: 300uatom/,
    )
    client.disconnect()
  })
})
