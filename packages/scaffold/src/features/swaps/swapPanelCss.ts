/** Layout of the Swap panel (tokens from the ui theme). */
export const swapPanelCss = `
.ak-swap{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-swap-pair{display:flex;align-items:flex-end;gap:8px}
.ak-swap-pair>div:not(.ak-swap-switch){flex:1}
.ak-swap-details{margin:0;display:flex;flex-direction:column;gap:4px;font-size:.9em;color:var(--ak-color-fg-muted)}
.ak-swap-details p{margin:0}
`
