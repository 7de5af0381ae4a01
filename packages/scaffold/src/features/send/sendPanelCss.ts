/** Layout of the Send panel (tokens from the ui theme). */
export const sendPanelCss = `
.ak-send{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-send-status{margin:0;color:var(--ak-color-fg-muted)}
.ak-send-done{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg);text-align:center}
.ak-send-done-title{margin:0;font-size:1.2em;font-weight:700}
.ak-send-hash{margin:0;font-family:var(--ak-font-family-mono, monospace);font-size:.85em;overflow-wrap:anywhere;color:var(--ak-color-fg-muted)}
`
