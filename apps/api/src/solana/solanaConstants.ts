/** SOL, the native currency of every Solana cluster (9 decimals: lamports). */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** The commitment the routes read at: one slot behind the tip, as wallets show balances. */
export const READ_COMMITMENT = 'confirmed'
