import { startDevnet } from './src/startDevnet'
import { startSolanaDevnet } from './src/solana/startSolanaDevnet'
for (let i = 0; i < 3; i++) { const t = performance.now(); const s = await startSolanaDevnet(); const d = performance.now() - t; await s.stop(); console.log('solana', d.toFixed(0)) }
for (let i = 0; i < 3; i++) { const t = performance.now(); const s = await startDevnet(); const d = performance.now() - t; console.log('devnet', d.toFixed(0), s.solana); await s.stop() }
