import { parseArgs } from 'node:util'

/** The pages the open benchmark can measure, by their flag name. */
export const OPEN_PAGES = ['bare', 'rainbowkit', 'appkit'] as const
export type OpenPageName = (typeof OPEN_PAGES)[number]

/** What `pnpm bench:open` was asked to do. */
export type OpenArgs = {
  /** Fresh browsers per page and setting (`--runs`, default 5). */
  runs: number
  /** CPU slowdowns (`--cpu`, default `1,4`): 1 is full speed, 4 four times slower. */
  cpu: number[]
  /** How long the pointer rests on the button before the press, ms (`--dwell`, default `0,100`). */
  dwell: number[]
  /** The pages, in the order each run visits them (`--pages`, default all three). */
  pages: OpenPageName[]
}

/** Error thrown for a flag value the benchmark cannot use. */
export class OpenArgsError extends Error {
  override name = 'OpenArgsError'
}

function numbers(flag: string, text: string, { min }: { min: number }): number[] {
  const values = text.split(',').map((part) => Number(part.trim()))
  for (const value of values)
    if (!Number.isFinite(value) || value < min)
      throw new OpenArgsError(`--${flag} takes numbers ≥ ${min}, comma-separated; got "${text}"`)
  return values
}

/** Reads the benchmark's flags from `argv` (process.argv without node and the script). */
export function parseOpenArgs(argv: readonly string[]): OpenArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: '5' },
      cpu: { type: 'string', default: '1,4' },
      dwell: { type: 'string', default: '0,100' },
      pages: { type: 'string', default: OPEN_PAGES.join(',') },
    },
  })
  const [runs] = numbers('runs', values.runs, { min: 1 })
  if (values.runs.includes(',') || !Number.isInteger(runs))
    throw new OpenArgsError(`--runs takes one whole number ≥ 1; got "${values.runs}"`)
  const pages = values.pages.split(',').map((page) => page.trim())
  for (const page of pages)
    if (!(OPEN_PAGES as readonly string[]).includes(page))
      throw new OpenArgsError(`--pages takes ${OPEN_PAGES.join(', ')}; got "${page}"`)
  return {
    runs: runs as number,
    cpu: numbers('cpu', values.cpu, { min: 1 }),
    dwell: numbers('dwell', values.dwell, { min: 0 }),
    pages: pages as OpenPageName[],
  }
}
