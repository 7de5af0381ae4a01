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
  fontSizeXs: '--ak-font-size-xs',
  fontSizeS: '--ak-font-size-s',
  fontSizeM: '--ak-font-size-m',
  fontSizeL: '--ak-font-size-l',
  fontSizeXl: '--ak-font-size-xl',
  fontSize2xl: '--ak-font-size-2xl',
  borderRadiusMaster: '--ak-border-radius-master',
  radiusXs: '--ak-radius-xs',
  radiusS: '--ak-radius-s',
  radiusM: '--ak-radius-m',
  radiusL: '--ak-radius-l',
  radiusXl: '--ak-radius-xl',
  radius2xl: '--ak-radius-2xl',
  radiusFull: '--ak-radius-full',
  spacing3xs: '--ak-spacing-3xs',
  spacing2xs: '--ak-spacing-2xs',
  spacingXs: '--ak-spacing-xs',
  spacingS: '--ak-spacing-s',
  spacingM: '--ak-spacing-m',
  spacingL: '--ak-spacing-l',
  spacingXl: '--ak-spacing-xl',
  spacing2xl: '--ak-spacing-2xl',
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

/** The steps of the spacing scale (gaps, paddings, margins), fixed px on a 2 px grid. */
export type SpacingTokenName = Extract<TokenName, `spacing${string}`>

/** The steps of the radius scale, each a multiple of the border radius master (and a pill). */
export type RadiusTokenName = Extract<TokenName, `radius${string}`>

/** The steps of the font-size scale, each a multiple of the font size master. */
export type FontSizeTokenName = Exclude<Extract<TokenName, `fontSize${string}`>, 'fontSizeMaster'>

/** A colour theme: a value (a hex colour, or rgba for the overlay) for every colour token. */
export type ColorTheme = Readonly<Record<ColorTokenName, string>>

/** Returns `var(--ak-…)` for a token, the only way component styles read a themed value. */
export function cssVar(name: TokenName): string {
  return `var(${tokens[name]})`
}
