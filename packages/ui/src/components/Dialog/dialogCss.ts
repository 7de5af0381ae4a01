/** Styles of the Dialog: overlay, the 360 px card, open and view transitions, the shake. */
export const dialogCss = `
.ak-dialog-overlay{position:fixed;inset:0;z-index:var(--ak-z-index);display:flex;align-items:center;justify-content:center;background:var(--ak-color-overlay);animation:ak-fade var(--ak-duration-view-transition) ease-out}
.ak-dialog{position:relative;width:var(--ak-modal-width);max-width:calc(100vw - 2 * var(--ak-spacing-s));max-height:calc(100vh - 2 * var(--ak-spacing-2xl));overflow:auto;background:var(--ak-color-bg);color:var(--ak-color-fg);border:1px solid var(--ak-color-border);border-radius:var(--ak-radius-2xl);box-shadow:0 12px 40px rgba(0,0,0,.25);padding:0 0 var(--ak-spacing-2xl);outline:none}
.ak-dialog--shake{animation:ak-shake var(--ak-duration-shake) cubic-bezier(.36,.07,.19,.97) both}
@keyframes ak-fade{from{opacity:0}to{opacity:1}}
@keyframes ak-shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
@media (max-width:430px){.ak-dialog-overlay{align-items:flex-end}.ak-dialog{max-width:100vw;width:100vw;border-radius:var(--ak-radius-2xl) var(--ak-radius-2xl) 0 0}}
`
