import type { StdSignDoc } from '@cosmjs/amino'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'

type Coin = { readonly denom: string; readonly amount: string }
const coins = (list: readonly Coin[]) =>
  list.map((coin) => `${coin.amount}${coin.denom}`).join(', ') || 'nothing'

/** The prompt lines of a SIGN_MODE_DIRECT sign doc: each send, the fee, the memo, the chain. */
export function describeDirectSignDoc(doc: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
}): string[] {
  const body = TxBody.decode(doc.bodyBytes)
  const fee = AuthInfo.decode(doc.authInfoBytes).fee
  return [
    ...body.messages.map((message) => {
      if (message.typeUrl !== '/cosmos.bank.v1beta1.MsgSend') return `Message ${message.typeUrl}`
      const send = MsgSend.decode(message.value)
      return `Send ${coins(send.amount)} to ${send.toAddress}`
    }),
    `Fee: ${coins(fee?.amount ?? [])} (gas ${fee?.gasLimit ?? 0n})`,
    ...(body.memo ? [`Memo: ${body.memo}`] : []),
    `Chain: ${doc.chainId}`,
  ]
}

/** The prompt lines of an amino JSON sign doc. */
export function describeAminoSignDoc(doc: StdSignDoc): string[] {
  return [
    ...doc.msgs.map((message) => {
      const value = message.value as { to_address?: string; amount?: Coin[] }
      return message.type === 'cosmos-sdk/MsgSend'
        ? `Send ${coins(value.amount ?? [])} to ${value.to_address}`
        : `Message ${message.type}`
    }),
    `Fee: ${coins(doc.fee.amount)} (gas ${doc.fee.gas})`,
    ...(doc.memo ? [`Memo: ${doc.memo}`] : []),
    `Chain: ${doc.chain_id}`,
  ]
}
