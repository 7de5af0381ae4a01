import type { ThemeVariables } from '@appkit/ui'

/** Theme mode: light or dark. */
export type AppKitThemeMode = 'light' | 'dark'

/**
 * Theme variables as AppKit users pass them (`--w3m-accent`, ...), or our own `--ak-*` names.
 */
export type AppKitThemeVariables = {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
} & ThemeVariables

const aliases: Record<string, keyof ThemeVariables> = {
  '--w3m-font-family': '--ak-font-family',
  '--w3m-accent': '--ak-accent',
  '--w3m-color-mix': '--ak-color-mix',
  '--w3m-color-mix-strength': '--ak-color-mix-strength',
  '--w3m-font-size-master': '--ak-font-size-master',
  '--w3m-border-radius-master': '--ak-border-radius-master',
  '--w3m-z-index': '--ak-z-index',
}

/**
 * Maps the dapp's theme variables to the ui kit's token names (`--w3m-accent` → `--ak-accent`);
 * an `--ak-*` name wins over its `--w3m-*` alias, unknown names are dropped.
 *
 * @example
 * toUiThemeVariables({ '--w3m-accent': '#f00' }) // { '--ak-accent': '#f00' }
 */
export function toUiThemeVariables(
  variables: Readonly<Record<string, string | number>> = {},
): ThemeVariables {
  const result: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(variables)) {
    const alias = aliases[name]
    if (alias && !(alias in variables)) result[alias] = value
  }
  for (const name of Object.values(aliases))
    if (variables[name] !== undefined) result[name] = variables[name] as string | number
  return result as ThemeVariables
}
