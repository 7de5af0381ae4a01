import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino'
import { sha256 } from '@cosmjs/crypto'
import { fromBech32, toBech32, toHex } from '@cosmjs/encoding'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { BECH32_LIMIT } from './cosmosDevKeys'
import { type DecodedCosmosTx, decodeCosmosTx, MSG_SEND_TYPE_URL } from './decodeCosmosTx'
import { CosmosTxError } from './sdkErrors'

/** An account of the ledger, as `x/auth` keeps it. */
export type LedgerAccount = {
  readonly address: string
  readonly accountNumber: bigint
  sequence: bigint
  pubkey: Uint8Array | undefined
}

/** A CometBFT event (0.38: string attributes). */
export type LedgerEvent = {
  readonly type: string
  readonly attributes: readonly { key: string; value: string; index: boolean }[]
}

/** A transaction included in a block: what `tx_search` and `tx` answer. */
export type LedgerTx = {
  readonly hash: string
  readonly height: number
  readonly index: number
  readonly tx: Uint8Array
  readonly time: Date
  readonly code: number
  readonly codespace: string
  readonly log: string
  readonly data: Uint8Array
  readonly gasWanted: bigint
  readonly gasUsed: bigint
  readonly events: readonly LedgerEvent[]
}

/** What `broadcast_tx_sync` answers: the CheckTx result. */
export type CheckTxResult = { hash: string; code: number; codespace: string; log: string }

/** Options of a ledger. */
export type CosmosLedgerOptions = {
  readonly chainId: string
  readonly denom: string
  readonly prefix: string
  /** The minimum gas price in `denom` per gas unit (0.0025 by default, as many hubs set). */
  readonly minGasPrice?: number
}

/** Gas the simulator charges: per byte of transaction, per signature, per message, and a base. */
export const LEDGER_GAS = { perByte: 10n, perSignature: 1000n, perMessage: 30_000n, base: 20_000n }

const attributes = (entries: Record<string, string>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value, index: true }))

/**
 * SIMULATOR of a cosmos-sdk chain's bank ledger, not a chain: no consensus, no validators, no
 * modules but `x/auth` accounts and `x/bank` sends. What it checks is real and uses cosmjs' code:
 * transaction decoding, the signer's secp256k1 key and address, account numbers, sequences,
 * chain id (both sign modes: the signature is verified over sign bytes rebuilt from this chain's
 * values), the minimum gas price, funds. A transaction that passes these checks is put in a block
 * of its own at once (as anvil mines one per transaction): fee deducted, sequence incremented,
 * sends applied (a failing send is included with its error and only the fee charged, as
 * DeliverTx does).
 */
export class CosmosLedger {
  readonly chainId: string
  readonly denom: string
  readonly prefix: string
  readonly minGasPrice: number
  readonly genesisTime = new Date()
  #height = 1
  #blockTime = new Date()
  #nextAccountNumber = 0n
  readonly #accounts = new Map<string, LedgerAccount>()
  readonly #balances = new Map<string, Map<string, bigint>>()
  readonly #txs: LedgerTx[] = []

  constructor(options: CosmosLedgerOptions) {
    this.chainId = options.chainId
    this.denom = options.denom
    this.prefix = options.prefix
    this.minGasPrice = options.minGasPrice ?? 0.0025
  }

  /** The latest block height (one block per included transaction). */
  get height(): number {
    return this.#height
  }

  /** The latest block's time. */
  get blockTime(): Date {
    return this.#blockTime
  }

  /** The block hash of `height` (a hash chain from the chain id: the simulator has no blocks). */
  blockHash(height = this.#height): Uint8Array {
    return sha256(new TextEncoder().encode(`${this.chainId}/${height}`))
  }

  /** The account at `address`, if it exists (it does once it has received coins). */
  account(address: string): LedgerAccount | undefined {
    return this.#accounts.get(address)
  }

  /** The balance of `address` in `denom` (0 when it holds none). */
  balance(address: string, denom = this.denom): bigint {
    return this.#balances.get(address)?.get(denom) ?? 0n
  }

  /** Every non-zero balance of `address`, sorted by denom. */
  allBalances(address: string): { denom: string; amount: string }[] {
    return [...(this.#balances.get(address) ?? new Map<string, bigint>())]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
  }

  /** Genesis funding: credits `amount` of `denom` to `address`, creating its account. */
  fund(address: string, amount: bigint, denom = this.denom): void {
    this.#credit(address, denom, amount)
  }

  /** The included transactions, oldest first. */
  get transactions(): readonly LedgerTx[] {
    return this.#txs
  }

  #ensureAccount(address: string): LedgerAccount {
    let account = this.#accounts.get(address)
    if (!account) {
      account = {
        address,
        accountNumber: this.#nextAccountNumber++,
        sequence: 0n,
        pubkey: undefined,
      }
      this.#accounts.set(address, account)
    }
    return account
  }

  #credit(address: string, denom: string, amount: bigint): void {
    this.#ensureAccount(address)
    const balances = this.#balances.get(address) ?? new Map<string, bigint>()
    balances.set(denom, (balances.get(denom) ?? 0n) + amount)
    this.#balances.set(address, balances)
  }

  #debit(address: string, denom: string, amount: bigint, what: string): void {
    const have = this.balance(address, denom)
    if (have < amount)
      throw new CosmosTxError(
        'insufficientFunds',
        `${what} ${have}${denom} is smaller than ${amount}${denom}`,
      )
    this.#balances.get(address)?.set(denom, have - amount)
  }

  #checkAddress(address: string): void {
    try {
      if (fromBech32(address, BECH32_LIMIT).prefix === this.prefix) return
    } catch {
      // falls through to the refusal
    }
    throw new CosmosTxError('invalidAddress', `invalid address ${JSON.stringify(address)}`)
  }

  /** The gas a transaction of `size` bytes with `messages` messages uses. */
  gasOf(size: number, messages: number): bigint {
    return (
      LEDGER_GAS.base +
      LEDGER_GAS.perSignature +
      LEDGER_GAS.perByte * BigInt(size) +
      LEDGER_GAS.perMessage * BigInt(messages)
    )
  }

  /** The ante checks that need no signature: account, sequence, key matching the signer. */
  #signerOf(tx: DecodedCosmosTx): { account: LedgerAccount; pubkey: Uint8Array } {
    this.#checkAddress(tx.signer)
    const account = this.#accounts.get(tx.signer)
    if (!account) throw new CosmosTxError('unknownAddress', `account ${tx.signer} does not exist`)
    const pubkey = tx.pubkey ?? account.pubkey
    if (!pubkey)
      throw new CosmosTxError('invalidPubKey', `pubkey on account ${tx.signer} is not set`)
    const derived = toBech32(this.prefix, rawSecp256k1PubkeyToRawAddress(pubkey))
    if (derived !== tx.signer)
      throw new CosmosTxError(
        'invalidPubKey',
        `pubKey does not match signer address ${tx.signer} with signer index: 0`,
      )
    if (tx.sequence !== account.sequence)
      throw new CosmosTxError(
        'wrongSequence',
        `account sequence mismatch, expected ${account.sequence}, got ${tx.sequence}`,
      )
    return { account, pubkey }
  }

  /** The fee of the transaction: one coin of the chain's denom, at least gas limit × min gas price. */
  #feeOf(tx: DecodedCosmosTx): bigint {
    const gasLimit = tx.authInfo.fee?.gasLimit ?? 0n
    const coins = tx.authInfo.fee?.amount ?? []
    const required = BigInt(Math.ceil(Number(gasLimit) * this.minGasPrice))
    const paid = coins.find((coin) => coin.denom === this.denom)
    const got = paid ? BigInt(paid.amount) : 0n
    if (coins.some((coin) => coin.denom !== this.denom))
      throw new CosmosTxError('invalidCoins', `fees must be paid in ${this.denom}`)
    if (got < required)
      throw new CosmosTxError(
        'insufficientFee',
        `insufficient fees; got: ${got}${this.denom} required: ${required}${this.denom}`,
      )
    return got
  }

  #runSends(tx: DecodedCosmosTx): LedgerEvent[] {
    const events: LedgerEvent[] = []
    for (const send of tx.sends) {
      this.#checkAddress(send.toAddress)
      if (send.amount.length === 0) throw new CosmosTxError('invalidCoins', 'no coins to send')
      for (const coin of send.amount) {
        if (!/^[1-9]\d*$/.test(coin.amount))
          throw new CosmosTxError('invalidCoins', `invalid amount ${coin.amount}${coin.denom}`)
        this.#debit(send.fromAddress, coin.denom, BigInt(coin.amount), 'spendable balance')
        this.#credit(send.toAddress, coin.denom, BigInt(coin.amount))
      }
      const amount = send.amount.map((coin) => `${coin.amount}${coin.denom}`).join(',')
      events.push(
        {
          type: 'message',
          attributes: attributes({
            action: MSG_SEND_TYPE_URL,
            sender: send.fromAddress,
            module: 'bank',
          }),
        },
        { type: 'coin_spent', attributes: attributes({ spender: send.fromAddress, amount }) },
        { type: 'coin_received', attributes: attributes({ receiver: send.toAddress, amount }) },
        {
          type: 'transfer',
          attributes: attributes({ recipient: send.toAddress, sender: send.fromAddress, amount }),
        },
      )
    }
    return events
  }

  /** Runs `action` on the balances and accounts, restoring them when it throws. */
  #atomically<T>(action: () => T): T {
    const balances = new Map([...this.#balances].map(([address, map]) => [address, new Map(map)]))
    const accounts = new Map(
      [...this.#accounts].map(([address, account]) => [address, { ...account }]),
    )
    const next = this.#nextAccountNumber
    try {
      return action()
    } catch (error) {
      this.#balances.clear()
      for (const [address, map] of balances) this.#balances.set(address, map)
      this.#accounts.clear()
      for (const [address, account] of accounts) this.#accounts.set(address, account)
      this.#nextAccountNumber = next
      throw error
    }
  }

  /**
   * `broadcast_tx_sync`: CheckTx (decode, fee, signer, sequence, signature for this chain id and
   * account number, fee funds), then at once a block holding the transaction (DeliverTx).
   * Resolves with the CheckTx result; a refused transaction is not included.
   */
  async broadcast(bytes: Uint8Array): Promise<CheckTxResult> {
    const hash = toHex(sha256(bytes)).toUpperCase()
    let tx: DecodedCosmosTx
    let fee: bigint
    let signer: { account: LedgerAccount; pubkey: Uint8Array }
    try {
      tx = decodeCosmosTx(bytes)
      fee = this.#feeOf(tx)
      signer = this.#signerOf(tx)
      // Loaded on the first broadcast: @cosmjs/stargate and proto-signing take a second to load,
      // which every devnet start would otherwise pay.
      const { verifyTxSignature } = await import('./verifyTxSignature')
      const verified = await verifyTxSignature({
        raw: tx.raw,
        body: tx.body,
        authInfo: tx.authInfo,
        chainId: this.chainId,
        accountNumber: signer.account.accountNumber,
        sequence: signer.account.sequence,
        pubkey: signer.pubkey,
      })
      if (!verified)
        throw new CosmosTxError(
          'unauthorized',
          `signature verification failed; please verify account number (${signer.account.accountNumber}), sequence (${signer.account.sequence}) and chain-id (${this.chainId})`,
        )
      if (this.balance(tx.signer) < fee)
        throw new CosmosTxError(
          'insufficientFunds',
          `${this.balance(tx.signer)}${this.denom} is smaller than ${fee}${this.denom}`,
        )
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      return { hash, code: error.code, codespace: error.codespace, log: error.message }
    }
    this.#deliver(tx, bytes, hash, fee, signer)
    return { hash, code: 0, codespace: '', log: '[]' }
  }

  #deliver(
    tx: DecodedCosmosTx,
    bytes: Uint8Array,
    hash: string,
    fee: bigint,
    signer: { account: LedgerAccount; pubkey: Uint8Array },
  ): void {
    this.#debit(tx.signer, this.denom, fee, 'fee payer balance')
    signer.account.sequence += 1n
    signer.account.pubkey = signer.pubkey
    const gasWanted = tx.authInfo.fee?.gasLimit ?? 0n
    const gasUsed = this.gasOf(bytes.length, tx.sends.length)
    const events: LedgerEvent[] = [
      { type: 'tx', attributes: attributes({ fee: `${fee}${this.denom}`, fee_payer: tx.signer }) },
      {
        type: 'tx',
        attributes: attributes({ acc_seq: `${tx.signer}/${signer.account.sequence - 1n}` }),
      },
    ]
    let code = 0
    let log = ''
    let data: Uint8Array = new Uint8Array()
    try {
      if (gasUsed > gasWanted)
        throw new CosmosTxError(
          'outOfGas',
          `out of gas; gasWanted: ${gasWanted}, gasUsed: ${gasUsed}`,
        )
      events.push(...this.#atomically(() => this.#runSends(tx)))
      data = TxMsgData.encode({
        data: [],
        msgResponses: tx.sends.map(() => ({
          typeUrl: '/cosmos.bank.v1beta1.MsgSendResponse',
          value: new Uint8Array(),
        })),
      }).finish()
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      code = error.code
      log = error.message
    }
    this.#height += 1
    this.#blockTime = new Date()
    this.#txs.push({
      hash,
      height: this.#height,
      index: 0,
      tx: bytes,
      time: this.#blockTime,
      code,
      codespace: code ? 'sdk' : '',
      log,
      data,
      gasWanted,
      gasUsed,
      events: code ? events.slice(0, 2) : events,
    })
  }

  /**
   * `Service/Simulate`: the gas a transaction would use, without its signature checked (a
   * simulation carries an empty one) or its fee charged; the signer, sequence and sends are
   * checked against a copy of the state. Throws CosmosTxError when it would fail.
   */
  simulate(bytes: Uint8Array): { gasUsed: bigint; events: LedgerEvent[] } {
    const tx = decodeCosmosTx(bytes)
    this.#signerOf(tx)
    let events: LedgerEvent[] = []
    try {
      this.#atomically(() => {
        events = this.#runSends(tx)
        throw new CosmosTxError('invalidRequest', 'rolled back')
      })
    } catch (error) {
      if (!(error instanceof CosmosTxError) || error.message !== 'rolled back: invalid request')
        throw error
    }
    // The empty signature of a simulation is 64 bytes short of the one that will be sent.
    const signatureBytes = tx.raw.signatures[0]?.length === 64 ? 0 : 64
    return { gasUsed: this.gasOf(bytes.length + signatureBytes, tx.sends.length), events }
  }
}
