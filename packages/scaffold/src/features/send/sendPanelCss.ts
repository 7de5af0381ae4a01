/** Layout of the Send panel (tokens from the ui theme). */
export const sendPanelCss = `
.ak-send{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-send-fee{display:flex;justify-content:space-between;gap:8px;margin:0;padding:10px 12px;border-radius:var(--ak-radius-l);background:var(--ak-color-surface);border:1px solid var(--ak-color-border)}
.ak-send-fee dt{color:var(--ak-color-fg-muted)}
.ak-send-fee dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
.ak-send-status{margin:0;color:var(--ak-color-fg-muted)}
`
