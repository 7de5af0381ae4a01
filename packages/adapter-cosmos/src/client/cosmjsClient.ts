// The part of the adapter that uses cosmjs: imported on first use (a balance, a fee, a send),
// so a dapp's first load carries none of it.
import type { OfflineAminoSigner } from '@cosmjs/amino'
import type { EncodeObject, OfflineDirectSigner } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  SigningStargateClient,
  StargateClient,
  type StdFee,
} from '@cosmjs/stargate'
import { type CometClient, connectComet } from '@cosmjs/tendermint-rpc'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { CosmosBroadcastError } from '../errors/cosmosErrors'
import type { ResolvedCosmosChain } from '../networks/CosmosChainConfig'

/** A signer a Keplr-style wallet hands out (direct, or amino-only). */
export type CosmosSigner = OfflineDirectSigner | OfflineAminoSigner

const comets = new Map<string, Promise<CometClient>>()

function comet(rpcUrl: string): Promise<CometClient> {
  let client = comets.get(rpcUrl)
  if (!client) {
    client = connectComet(rpcUrl)
    comets.set(rpcUrl, client)
    client.catch(() => comets.delete(rpcUrl))
  }
  return client
}

async function signing(chain: ResolvedCosmosChain, signer: CosmosSigner) {
  return SigningStargateClient.createWithSigner(await comet(chain.rpcUrl), signer, {
    gasPrice: GasPrice.fromString(chain.gasPrice),
    broadcastPollIntervalMs: 300,
  })
}

/** The native balance of `address` in base units. */
export async function readCosmosBalance(
  chain: ResolvedCosmosChain,
  address: string,
): Promise<bigint> {
  const client = await StargateClient.create(await comet(chain.rpcUrl))
  const coin = await client.getBalance(address, chain.denom)
  return BigInt(coin.amount)
}

/** The MsgSend of `amount` base units of the chain's denom. */
export function msgSend(
  chain: ResolvedCosmosChain,
  from: string,
  to: string,
  amount: bigint,
): EncodeObject {
  return {
    typeUrl: '/cosmos.bank.v1beta1.MsgSend',
    value: {
      fromAddress: from,
      toAddress: to,
      amount: [{ denom: chain.denom, amount: amount.toString() }],
    },
  }
}

/** The fee of `messages`: the chain's simulated gas × the adjustment, at the gas price. */
export async function estimateCosmosFee(
  chain: ResolvedCosmosChain,
  signer: CosmosSigner,
  from: string,
  messages: readonly EncodeObject[],
  memo: string,
): Promise<StdFee> {
  const client = await signing(chain, signer)
  const gasUsed = await client.simulate(from, messages, memo)
  return calculateFee(Math.ceil(gasUsed * chain.gasAdjustment), GasPrice.fromString(chain.gasPrice))
}

function broadcastError(error: unknown): unknown {
  return error instanceof BroadcastTxError
    ? new CosmosBroadcastError(error.code, error.log ?? error.message, { cause: error })
    : error
}

/**
 * Has the wallet sign `messages` with `fee` and `memo`, broadcasts them and waits until the
 * chain includes them; resolves with the transaction hash. A refusal by the chain (CheckTx) or
 * an included failure (DeliverTx) rejects with CosmosBroadcastError carrying the chain's log.
 */
export async function sendCosmosMessages(
  chain: ResolvedCosmosChain,
  signer: CosmosSigner,
  from: string,
  messages: readonly EncodeObject[],
  fee: StdFee,
  memo: string,
): Promise<string> {
  const client = await signing(chain, signer)
  const result = await client.signAndBroadcast(from, messages, fee, memo).catch((error) => {
    throw broadcastError(error)
  })
  if (result.code !== 0)
    throw new CosmosBroadcastError(result.code, result.rawLog ?? `code ${result.code}`)
  return result.transactionHash
}

/** Has the wallet sign `messages` without sending them; resolves with the TxRaw bytes, base64. */
export async function signCosmosMessages(
  chain: ResolvedCosmosChain,
  signer: CosmosSigner,
  from: string,
  messages: readonly EncodeObject[],
  fee: StdFee,
  memo: string,
): Promise<string> {
  const client = await signing(chain, signer)
  const raw = await client.sign(from, messages, fee, memo)
  const bytes = TxRaw.encode(raw).finish()
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}
