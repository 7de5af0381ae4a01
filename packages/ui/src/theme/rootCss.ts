import { layoutDefaults } from './themes'
import { type TokenName, tokens } from './tokens'

const defaults = Object.entries(layoutDefaults)
  .map(([name, value]) => `${tokens[name as TokenName]}:${value};`)
  .join('')

/**
 * The root styles: token defaults, a full reset so nothing inherits from the host page (the root
 * is `all: initial`), box sizing, the focus ring, and `prefers-reduced-motion` turning every
 * duration to zero.
 */
export const rootCss = `
.ak-root{all:initial;${defaults}display:contents}
.ak-root,.ak-root *{box-sizing:border-box}
.ak-root{font-family:var(--ak-font-family);font-size:var(--ak-font-size-m);line-height:1.4;color:var(--ak-color-fg)}
.ak-root *:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (prefers-reduced-motion: reduce){
.ak-root{--ak-duration-header-text:0ms;--ak-duration-height:0ms;--ak-duration-view-transition:0ms;--ak-duration-shake:0ms}
.ak-root *,.ak-root *::before,.ak-root *::after{animation-duration:0ms!important;animation-iteration-count:1!important;transition-duration:0ms!important}
}`
