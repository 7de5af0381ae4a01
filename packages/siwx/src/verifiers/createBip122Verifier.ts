import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { type DecodedBitcoinAddress, decodeBitcoinAddress } from './bip122/decodeBitcoinAddress'
import { verifyBip322Simple } from './bip122/verifyBip322Simple'
import { verifyLegacyBitcoinMessage } from './bip122/verifyLegacyBitcoinMessage'
import { checkSiwxMessage } from './checkSiwxMessage'
import { parseSignerAccount } from './parseSignerAccount'
import type { SiwxVerifier } from './SiwxVerifier'

/** BIP-122 references (first 32 hex of the genesis hash) and the address family each uses. */
const chainNetworks: Record<string, DecodedBitcoinAddress['network']> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'test', // testnet3
  '00000000da84f2bafbbc53dee25a72ae': 'test', // testnet4
  '00000008819873e925422c1ff0f99f7c': 'test', // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

function verifyBitcoinSignature(message: string, signature: unknown, account: string): void {
  const signer = parseSignerAccount('bip122', account)
  const address = decodeBitcoinAddress(signer.address)
  if (!address)
    throw new SiwxVerificationError(
      'invalid-signature',
      `Signatures of ${signer.address} cannot be verified (P2PKH, P2WPKH and P2TR only)`,
    )
  if (chainNetworks[signer.reference] !== address.network)
    throw new SiwxVerificationError(
      'chain-mismatch',
      `The address ${signer.address} is not an address of ${signer.caipNetworkId}`,
    )
  const valid =
    typeof signature === 'string' &&
    signature.length <= 2_000 &&
    (address.kind === 'p2pkh'
      ? verifyLegacyBitcoinMessage(address, message, signature)
      : verifyBip322Simple(address, message, signature) ||
        // A wallet that offers ECDSA only signs a P2WPKH address's messages the BIP-137 way.
        (address.kind === 'p2wpkh' && verifyLegacyBitcoinMessage(address, message, signature)))
  if (!valid)
    throw new SiwxVerificationError(
      'invalid-signature',
      `The signature is not ${signer.address}'s signature of this message`,
    )
}

/**
 * The bip122 verifier: the shared checks (domain, URI, nonce, chain, address, time), then the
 * address must belong to the message's chain (mainnet, test or regtest family) and the
 * signature must verify: BIP-322 "simple" for P2WPKH and P2TR, the legacy `signmessage` format
 * for P2PKH and, from wallets that offer ECDSA only, for P2WPKH (BIP-137) (bitcoinjs-lib for addresses and sighashes, @noble/curves for the curve). P2SH and
 * P2WSH addresses are refused.
 *
 * @example
 * const message = await createBip122Verifier().verify({ message, signature, expected })
 */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(parameters) {
      const message = checkSiwxMessage('bip122', parameters)
      verifyBitcoinSignature(
        parameters.message,
        parameters.signature,
        `${message.chainId}:${message.accountAddress}`,
      )
      return message
    },
    async verifySignature({ message, signature, account }) {
      verifyBitcoinSignature(message, signature, account)
    },
  }
}
