import { bip322Transactions, decodeBitcoinAddress } from '@appkit/siwx'
import type { DevBitcoinAccount } from '@appkit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58, base64, hex } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A wallet as the session tests need one: its CAIP-2 chain, address and message signing. */
export type TestSigner = {
  chainId: string
  address: string
  sign(message: string): Promise<string>
}

/** An EVM account with a fresh key (EIP-191 `personal_sign`). */
export function evmSigner(chainId = 'eip155:1'): TestSigner {
  const account = privateKeyToAccount(generatePrivateKey())
  return { chainId, address: account.address, sign: (message) => account.signMessage({ message }) }
}

/** A Solana account with a fresh ed25519 key (base58 signatures, as a Solana wallet returns). */
export function solanaSigner(chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'): TestSigner {
  const secretKey = ed25519.utils.randomPrivateKey()
  return {
    chainId,
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    sign: async (message) =>
      base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  }
}

/** The regtest chain of the devnet's bitcoind (CAIP-2, BIP-122 genesis prefix). */
export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** A P2WPKH dev account signing BIP-322 "simple" (ECDSA over the BIP-322 virtual transaction). */
export function bitcoinSigner(account: DevBitcoinAccount): TestSigner {
  const decoded = decodeBitcoinAddress(account.address)
  if (decoded?.kind !== 'p2wpkh') throw new Error(`${account.address} is not P2WPKH`)
  const publicKey = hex.decode(account.publicKey)
  const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...decoded.program, 0x88, 0xac)
  return {
    chainId: BITCOIN_REGTEST,
    address: account.address,
    async sign(message) {
      const { toSign } = bip322Transactions(message, decoded.outputScript)
      const sighash = toSign.hashForWitnessV0(0, scriptCode, 0n, 0x01)
      const der = secp256k1.sign(sighash, hex.decode(account.privateKey)).toDERRawBytes()
      const items = [Uint8Array.of(...der, 0x01), publicKey]
      return base64.encode(
        Uint8Array.from([items.length, ...items.flatMap((item) => [item.length, ...item])]),
      )
    },
  }
}
