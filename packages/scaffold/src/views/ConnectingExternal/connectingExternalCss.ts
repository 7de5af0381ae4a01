/** Styles of the ConnectingExternal view. */
export const connectingExternalCss = `
.ak-connecting{display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px 24px 8px;text-align:center}
.ak-connecting-title{margin:0;font-weight:600;font-size:calc(var(--ak-font-size-master) * 1.6)}
.ak-connecting-text{margin:0;color:var(--ak-color-fg-muted)}
`
