/** The dapp's theme as the frame keeps it (SYNC_THEME). */
export type FrameTheme = {
  themeMode: 'light' | 'dark'
  /** CSS custom properties (`--name`) and their values. */
  themeVariables: Record<string, string | number>
}

/** The dapp's data as the frame keeps it (SYNC_DAPP_DATA): what it shows about the dapp. */
export type FrameDappData = {
  name?: string
  description?: string
  url?: string
  icons: string[]
  projectId?: string
  sdkType?: string
  sdkVersion?: string
}

const VARIABLE_NAME = /^--[a-z0-9-]{1,64}$/
const MAX_VARIABLES = 64
const MAX_TEXT = 500

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/**
 * Reads a SYNC_THEME payload: `themeMode` light or dark (else undefined: the message is
 * refused) and the `themeVariables` that are CSS custom properties (`--name`) with a short string
 * or a finite number; others are dropped (a dapp cannot set anything else in the frame).
 */
export function readFrameTheme(payload: unknown): FrameTheme | undefined {
  const { themeMode, themeVariables } = record(payload)
  if (themeMode !== 'light' && themeMode !== 'dark') return undefined
  const variables = Object.entries(record(themeVariables))
    .filter(
      ([name, value]) =>
        VARIABLE_NAME.test(name) &&
        ((typeof value === 'string' && value.length <= 200 && !/[;{}<>]/.test(value)) ||
          (typeof value === 'number' && Number.isFinite(value))),
    )
    .slice(0, MAX_VARIABLES)
  return {
    themeMode,
    themeVariables: Object.fromEntries(variables) as FrameTheme['themeVariables'],
  }
}

/** Reads a SYNC_DAPP_DATA payload (`metadata`, `projectId`, `sdkType`, `sdkVersion`), text only. */
export function readFrameDappData(payload: unknown): FrameDappData {
  const fields = record(payload)
  const metadata = record(fields.metadata)
  const icons = Array.isArray(metadata.icons) ? metadata.icons : []
  const entries = {
    name: text(metadata.name),
    description: text(metadata.description),
    url: text(metadata.url),
    projectId: text(fields.projectId),
    sdkType: text(fields.sdkType),
    sdkVersion: text(fields.sdkVersion),
  }
  return {
    ...Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)),
    icons: icons.flatMap((icon) => (text(icon) === undefined ? [] : [icon as string])).slice(0, 8),
  }
}
