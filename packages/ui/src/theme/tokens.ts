/**
 * The token contract: every themeable value of the kit is one CSS custom property, named here.
 * Components read only these variables, so a theme is a set of values for these names.
 */
export const tokens = {
  colorBackground: '--ak-color-bg',
  colorSurface: '--ak-color-surface',
  colorSurfaceHover: '--ak-color-surface-hover',
  colorText: '--ak-color-fg',
  colorTextMuted: '--ak-color-fg-muted',
  colorBorder: '--ak-color-border',
  colorAccent: '--ak-color-accent',
  colorOnAccent: '--ak-color-on-accent',
  colorAccentText: '--ak-color-accent-text',
  colorFocus: '--ak-color-focus',
  colorSuccess: '--ak-color-success',
  colorError: '--ak-color-error',
  colorWarning: '--ak-color-warning',
  colorOverlay: '--ak-color-overlay',
  fontFamily: '--ak-font-family',
  fontSizeMaster: '--ak-font-size-master',
  borderRadiusMaster: '--ak-border-radius-master',
  zIndex: '--ak-z-index',
  modalWidth: '--ak-modal-width',
  durationHeaderText: '--ak-duration-header-text',
  durationHeight: '--ak-duration-height',
  durationViewTransition: '--ak-duration-view-transition',
  durationShake: '--ak-duration-shake',
} as const

/** The name of a token of the contract. */
export type TokenName = keyof typeof tokens

/** The colour tokens, the part of the contract that differs between light and dark. */
export type ColorTokenName = Extract<TokenName, `color${string}`>

/** A colour theme: a value (a hex colour, or rgba for the overlay) for every colour token. */
export type ColorTheme = Readonly<Record<ColorTokenName, string>>

/** Returns `var(--ak-…)` for a token, the only way component styles read a themed value. */
export function cssVar(name: TokenName): string {
  return `var(${tokens[name]})`
}
