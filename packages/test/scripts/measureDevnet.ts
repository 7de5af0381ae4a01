// Measures how long anvil takes to listen, how long the Solana devnet takes to serve (seeded), how
// long the whole devnet takes to be ready (both chains, contracts deployed, Solana), and what the
// Bitcoin regtest node adds (bitcoind alone: RPC ready, then the 110 funding blocks; and the devnet
// with it). Run: pnpm --filter @appkit/test measure
import { startSolanaDevnet } from '../src/solana/startSolanaDevnet'
import { spawnAnvil } from '../src/spawnAnvil'
import { spawnBitcoind } from '../src/spawnBitcoind'
import { startBitcoinDevnet } from '../src/startBitcoinDevnet'
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
report(`bitcoind start, spawn to RPC ready (${runs} runs)`, await time(() => spawnBitcoind()))
report(
  `bitcoin devnet, bitcoind + 110 blocks mined to the dev keys (${runs} runs)`,
  await time(async () => {
    const bitcoin = await startBitcoinDevnet()
    return bitcoin.node
  }),
)
report(
  `devnet setup with bitcoin: true (${runs} runs)`,
  await time(() => startDevnet({ bitcoin: true })),
)
