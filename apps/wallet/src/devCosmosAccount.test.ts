import { COSMOS_DEV_ADDRESSES, COSMOS_DEVNET_CHAIN_IDS, verifyAdr036Signature } from '@appkit/test'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { describe, expect, it } from 'vitest'
import { COSMOS_DEVNET_CHAINS, deriveDevCosmosAccount } from './devCosmosAccount'
import { formatNamespaceRequest } from './formatNamespaceRequest'
import { signNamespaceRequest } from './namespaceKeys'
import { readNamespaceRequest } from './readNamespaceRequest'
import { WalletRequestError } from './WalletRequestError'

const cosmos = await deriveDevCosmosAccount()
const keys = { cosmos }
const chain = COSMOS_DEVNET_CHAINS[0] ?? ''
const adr036 = (signer: string, text: string) => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(Buffer.from(text)) } }],
  memo: '',
})

describe('the cosmos namespace signed with the Cosmos dev key', () => {
  it('offers dev key 0 of the Cosmos dev wallets on the devnet simulator’s chains', () => {
    expect(cosmos.address).toBe(COSMOS_DEV_ADDRESSES[0])
    expect(COSMOS_DEVNET_CHAINS).toEqual(COSMOS_DEVNET_CHAIN_IDS.map((id) => `cosmos:${id}`))
    expect(cosmos.accounts).toEqual([
      { algo: 'secp256k1', address: cosmos.address, pubkey: expect.any(String) },
    ])
  })

  it('cosmos_signAmino of an ADR-036 doc: the prompt shows the text, and the signature verifies with cosmjs (not for another text)', async () => {
    const request = readNamespaceRequest(
      chain,
      'cosmos_signAmino',
      { signerAddress: cosmos.address, signDoc: adr036(cosmos.address, 'Sign in on Cosmos') },
      { cosmos: cosmos.address },
    )
    expect(Object.isFrozen(request.method === 'cosmos_signAmino' && request.signDoc.msgs)).toBe(
      true,
    )
    const formatted = formatNamespaceRequest(request)
    expect(formatted.title).toBe('Sign a Cosmos message')
    expect(formatted.rows).toContainEqual({ label: 'Message', value: 'Sign in on Cosmos' })
    const { signature } = (await signNamespaceRequest(request, keys)) as {
      signature: Parameters<typeof verifyAdr036Signature>[2]
    }
    expect(await verifyAdr036Signature(cosmos.address, 'Sign in on Cosmos', signature)).toBe(true)
    expect(await verifyAdr036Signature(cosmos.address, 'Sign in on Cosmos!', signature)).toBe(false)
  })

  it('cosmos_signDirect: the prompt shows the fee and chain, and the signature over cosmjs’ sign bytes verifies', async () => {
    const signDoc = {
      chainId: 'appkit-devnet-1',
      accountNumber: '7',
      bodyBytes: base64.encode(TxBody.encode(TxBody.fromPartial({ memo: 'hi' })).finish()),
      authInfoBytes: base64.encode(
        AuthInfo.encode(
          AuthInfo.fromPartial({ fee: { amount: [{ denom: 'uatom', amount: '500' }] } }),
        ).finish(),
      ),
    }
    const request = readNamespaceRequest(
      chain,
      'cosmos_signDirect',
      { signerAddress: cosmos.address, signDoc },
      { cosmos: cosmos.address },
    )
    const formatted = formatNamespaceRequest(request)
    expect(formatted.title).toBe('Sign a Cosmos transaction')
    expect(formatted.rows).toContainEqual({ label: 'Details', value: 'Fee: 500uatom (gas 0)' })
    expect(formatted.rows).toContainEqual({ label: 'Details', value: 'Memo: hi' })
    const answer = (await signNamespaceRequest(request, keys)) as {
      signature: { signature: string }
      signed: typeof signDoc
    }
    expect(answer.signed).toEqual(signDoc)
    const bytes = makeSignBytes({
      chainId: signDoc.chainId,
      accountNumber: 7n,
      bodyBytes: base64.decode(signDoc.bodyBytes),
      authInfoBytes: base64.decode(signDoc.authInfoBytes),
    })
    const publicKey = base64.decode(cosmos.accounts[0]?.pubkey ?? '')
    expect(
      secp256k1.verify(base64.decode(answer.signature.signature), sha256(bytes), publicKey),
    ).toBe(true)
  })

  it('refuses another signer (4100), a sign doc for another chain, a non-base64 body and another method (4200)', () => {
    const read = (method: string, params: unknown) => () =>
      readNamespaceRequest(chain, method, params, { cosmos: cosmos.address })
    const other = COSMOS_DEV_ADDRESSES[1] ?? ''
    expect(read('cosmos_signAmino', { signerAddress: other, signDoc: adr036(other, 'x') })).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    const forOtherChain = { ...adr036(cosmos.address, 'x'), chain_id: 'appkit-devnet-2' }
    expect(
      read('cosmos_signAmino', { signerAddress: cosmos.address, signDoc: forOtherChain }),
    ).toThrow('The sign doc is for appkit-devnet-2, not appkit-devnet-1.')
    const badBody = {
      chainId: 'appkit-devnet-1',
      accountNumber: '0',
      bodyBytes: '%%',
      authInfoBytes: '',
    }
    expect(read('cosmos_signDirect', { signerAddress: cosmos.address, signDoc: badBody })).toThrow(
      'The sign doc’s bodyBytes is not base64.',
    )
    expect(read('cosmos_sendTransaction', {})).toThrow(WalletRequestError)
    expect(read('cosmos_sendTransaction', {})).toThrow(expect.objectContaining({ code: 4200 }))
  })
})
