// The part of the adapter that needs bitcoinjs-lib, loaded on first use (a transfer, a PSBT, an
// approval summary), never with the page.
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinAddressFamily } from '../networks/bitcoinNetworks'
import type { BitcoinUtxo } from '../source/BitcoinUtxoSource'
import { fromOutputScript, toOutputScript } from './outputScripts'

export { fromOutputScript, toOutputScript }

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * A PSBT (base64) spending `inputs` of the payment address `from`, paying `amount` to `to` and
 * `change` (when above 0) back to `from`; each input carries its `witnessUtxo` for the signer.
 */
export function buildTransferPsbt(parameters: {
  from: string
  to: string
  amount: bigint
  change: bigint
  inputs: readonly BitcoinUtxo[]
  family: BitcoinAddressFamily
}): string {
  const { from, to, amount, change, inputs, family } = parameters
  const fromScript = toOutputScript(from, family)
  const psbt = new Psbt()
  for (const input of inputs)
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      witnessUtxo: { script: fromScript, value: input.value },
    })
  psbt.addOutput({ script: toOutputScript(to, family), value: amount })
  if (change > 0n) psbt.addOutput({ script: fromScript, value: change })
  return psbt.toBase64()
}

/** The raw bytes of a base64 PSBT, and back. */
export const psbtToBytes = (base64: string): Uint8Array => Psbt.fromBase64(base64).toBuffer()
export const psbtFromBytes = (bytes: Uint8Array): string => Psbt.fromBuffer(bytes).toBase64()

/**
 * Which inputs of a PSBT each account signs: the inputs whose spent output (`witnessUtxo`) pays
 * the account's address. Accounts with no input are left out.
 */
export function inputsToSignOf(
  base64: string,
  addresses: readonly string[],
  family: BitcoinAddressFamily,
): { address: string; signingIndexes: number[] }[] {
  const psbt = Psbt.fromBase64(base64)
  return addresses.flatMap((address) => {
    const script = toOutputScript(address, family)
    const signingIndexes = psbt.data.inputs.flatMap((input, index) =>
      input.witnessUtxo && equalBytes(input.witnessUtxo.script, script) ? [index] : [],
    )
    return signingIndexes.length > 0 ? [{ address, signingIndexes }] : []
  })
}

/** Finalizes every input of a signed PSBT and extracts the raw transaction (hex) and its txid. */
export function finalizePsbt(base64: string): { hex: string; txid: string } {
  const psbt = Psbt.fromBase64(base64)
  psbt.finalizeAllInputs()
  const transaction = psbt.extractTransaction()
  return { hex: transaction.toHex(), txid: transaction.getId() }
}

/** What a PSBT pays: each output (address, sats) and its fee when every input's value is known. */
export function describePsbt(
  base64: string,
  family: BitcoinAddressFamily,
): { outputs: { address: string; value: bigint }[]; fee: bigint | undefined } {
  const psbt = Psbt.fromBase64(base64)
  const outputs = psbt.txOutputs.map((output) => ({
    address: fromOutputScript(output.script, family) ?? 'a non-standard script',
    value: output.value,
  }))
  let inputs = 0n
  for (const input of psbt.data.inputs) {
    if (!input.witnessUtxo) return { outputs, fee: undefined }
    inputs += input.witnessUtxo.value
  }
  return { outputs, fee: inputs - outputs.reduce((sum, output) => sum + output.value, 0n) }
}
