// Measures how long anvil takes to listen, how long the Solana devnet takes to serve (seeded), and
// how long the whole devnet takes to be ready (both chains, contracts deployed, Solana).
// Run: pnpm --filter @appkit/test measure
import { startSolanaDevnet } from '../src/solana/startSolanaDevnet'
import { spawnAnvil } from '../src/spawnAnvil'
import { startDevnet } from '../src/startDevnet'

const runs = 5

/** Times `start` (not the stop it returns) `runs` times; sorted samples in ms. */
async function time(start: () => Promise<{ stop(): Promise<void> }>): Promise<number[]> {
  const samples: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const running = await start()
    samples.push(performance.now() - started)
    await running.stop()
  }
  return samples.sort((a, b) => a - b)
}

function report(label: string, samples: number[]): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`
  const median = samples[Math.floor(samples.length / 2)]!
  console.log(`${label}: median ${ms(median)}, min ${ms(samples[0]!)}, max ${ms(samples.at(-1)!)}`)
}

report(`anvil start, spawn to listening (${runs} runs)`, await time(() => spawnAnvil(1)))
report(
  `Solana devnet start, seeded and serving (${runs} runs)`,
  await time(() => startSolanaDevnet()),
)
report(
  `devnet setup, 2 chains + contracts deployed + Solana (${runs} runs)`,
  await time(startDevnet),
)
