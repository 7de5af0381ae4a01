/**
 * PUBLIC TEST KEYS: the first three Solana dev key seeds of anvil's mnemonic ("test test … junk",
 * SLIP-0010 m/44'/501'/i'/0'), the accounts `@appkit/test` funds on its Solana devnet. Anything
 * sent to them on a real cluster is taken at once; use them on the devnet only.
 */
export const SOLANA_DEV_SEEDS: readonly string[] = [
  'a01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72',
  '3f25626cf245c8dd65a2b91a70e6f4c285182489fda230e2553c3752aa962b61',
  '8eabe4c79ac3a146c1bc447a64233ea70694669b997b0565039471b2939e8c5e',
]
