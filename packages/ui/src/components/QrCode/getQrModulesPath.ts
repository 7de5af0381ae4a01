import { encode } from 'uqr'

/** The QR matrix of a text as one SVG path, with its size in modules. */
export type QrModulesPath = { path: string; size: number }

/**
 * Encodes `text` as a QR code (error correction H, so a centre logo covering ~20% still scans)
 * with a quiet zone of `border` modules, and returns one SVG path drawing every dark module.
 */
export function getQrModulesPath(text: string, border = 2): QrModulesPath {
  const { data, size } = encode(text, { ecc: 'H', border })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { path, size }
}
