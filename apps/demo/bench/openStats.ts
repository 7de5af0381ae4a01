import type { OpenSample } from './measureOpen'

/** The median and the range of some samples. */
export type Spread = { median: number; min: number; max: number }

/** Error thrown when there is nothing to summarise. */
export class NoSamplesError extends Error {
  override name = 'NoSamplesError'
}

/** The median (mean of the middle two for an even count), smallest and largest of `values`. */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new NoSamplesError('no samples')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number }
}

/** One row of the table: a page under one CPU setting and mouse dwell, and its samples. */
export type OpenRow = { page: string; cpuThrottle: number; dwell: number; samples: OpenSample[] }

const columns: [keyof OpenSample, string][] = [
  ['optionShown', 'click → first option'],
  ['opaque', 'click → fully opaque'],
  ['buttonShown', 'page → button shown'],
  ['scriptBeforePress', 'JS run before the pointer came'],
  ['hoverLead', 'pointer on button before press'],
  ['scriptsAfterPress', 'last script arrived after press'],
]

const cell = ({ median, min, max }: Spread) =>
  `${median.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`

/**
 * The benchmark's table in Markdown: per page, CPU setting and mouse dwell, each time as the median and
 * (range) in ms over the runs, and how many runs.
 */
export function formatOpenTable(rows: readonly OpenRow[]): string {
  const header = ['page', 'CPU', 'dwell, ms', ...columns.map(([, title]) => `${title}, ms`), 'runs']
  const lines = rows.map((row) => [
    row.page,
    row.cpuThrottle === 1 ? '1×' : `${row.cpuThrottle}× slower`,
    String(row.dwell),
    ...columns.map(([key]) => cell(spreadOf(row.samples.map((sample) => sample[key])))),
    String(row.samples.length),
  ])
  return [header, header.map(() => '---'), ...lines]
    .map((line) => `| ${line.join(' | ')} |`)
    .join('\n')
}
