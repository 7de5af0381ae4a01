import { address, type Network, type Psbt } from 'bitcoinjs-lib'

/** What a PSBT pays, in satoshis: each output, the inputs' total and the fee left to miners. */
export type PsbtDescription = {
  readonly outputs: readonly { address: string; value: bigint }[]
  readonly inputTotal: bigint
  /** Undefined when an input lacks its spent output (`witnessUtxo`), so its value is unknown. */
  readonly fee: bigint | undefined
}

const outputAddress = (script: Uint8Array, network: Network) => {
  try {
    return address.fromOutputScript(script, network)
  } catch {
    return 'a non-standard script'
  }
}

/** Reads what a PSBT pays (for the approval prompt), from its outputs and inputs' witnessUtxo. */
export function describePsbt(psbt: Psbt, network: Network): PsbtDescription {
  const outputs = psbt.txOutputs.map((output) => ({
    address: outputAddress(output.script, network),
    value: output.value,
  }))
  let inputTotal = 0n
  let known = true
  for (const input of psbt.data.inputs) {
    if (input.witnessUtxo) inputTotal += input.witnessUtxo.value
    else known = false
  }
  const outputTotal = outputs.reduce((sum, output) => sum + output.value, 0n)
  return { outputs, inputTotal, fee: known ? inputTotal - outputTotal : undefined }
}

/** Satoshis as BTC with 8 decimals, exactly ('0.10000000 BTC'). */
export function formatSats(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const abs = sats < 0n ? -sats : sats
  return `${sign}${abs / 100_000_000n}.${(abs % 100_000_000n).toString().padStart(8, '0')} BTC`
}
