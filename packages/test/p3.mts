import { SolanaDevChain } from './src/solana/SolanaDevChain'
import { seedSolanaDevnet } from './src/solana/seedSolanaDevnet'
let t = performance.now()
const chain = new SolanaDevChain()
console.log('new', performance.now() - t)
await seedSolanaDevnet(chain)
console.log('seeded', performance.now() - t, chain.clock.slot, chain.transactionCount)
for (const r of chain.transactions.values()) console.log(r.signature.slice(0,10), r.err, r.fee, r.pre.lamports[0] - r.post.lamports[0], r.post.tokens.length, r.innerInstructions.length, r.logMessages.length)
