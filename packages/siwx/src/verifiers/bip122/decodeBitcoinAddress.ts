import { address as bitcoinAddress } from 'bitcoinjs-lib'

/** The address kinds SIWX verifies signatures for. */
export type BitcoinAddressKind = 'p2pkh' | 'p2wpkh' | 'p2tr'

/** A decoded Bitcoin address: its kind, network family, hash or witness program, and script. */
export type DecodedBitcoinAddress = {
  kind: BitcoinAddressKind
  /** 'mainnet' for 1… and bc1…, 'test' for m/n… and tb1…, 'regtest' for bcrt1…. */
  network: 'mainnet' | 'test' | 'regtest'
  /** The 20-byte key hash (p2pkh, p2wpkh) or the 32-byte taproot output key (p2tr). */
  program: Uint8Array
  /** The scriptPubKey paying to the address. */
  outputScript: Uint8Array
}

const base58Networks: Record<number, DecodedBitcoinAddress['network']> = {
  0: 'mainnet',
  111: 'test',
}
const bech32Networks: Record<string, DecodedBitcoinAddress['network']> = {
  bc: 'mainnet',
  tb: 'test',
  bcrt: 'regtest',
}

/**
 * Decodes a P2PKH (`1…`, `m…`/`n…`), P2WPKH (`bc1q…`, 20-byte program) or P2TR (`bc1p…`) address
 * with bitcoinjs-lib; returns undefined for any other kind (P2SH, P2WSH) or an invalid address.
 *
 * @example
 * decodeBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')?.kind // 'p2wpkh'
 */
export function decodeBitcoinAddress(address: string): DecodedBitcoinAddress | undefined {
  try {
    if (/^[13mn2]/.test(address)) {
      const { version, hash } = bitcoinAddress.fromBase58Check(address)
      const network = base58Networks[version]
      if (!network || hash.length !== 20) return undefined
      const outputScript = Uint8Array.of(0x76, 0xa9, 0x14, ...hash, 0x88, 0xac)
      return { kind: 'p2pkh', network, program: hash, outputScript }
    }
    const { version, prefix, data } = bitcoinAddress.fromBech32(address)
    const network = bech32Networks[prefix]
    if (!network) return undefined
    if (version === 0 && data.length === 20)
      return {
        kind: 'p2wpkh',
        network,
        program: data,
        outputScript: Uint8Array.of(0x00, 0x14, ...data),
      }
    if (version === 1 && data.length === 32)
      return {
        kind: 'p2tr',
        network,
        program: data,
        outputScript: Uint8Array.of(0x51, 0x20, ...data),
      }
    return undefined
  } catch {
    return undefined
  }
}
