/** Layout of the Send panel (tokens from the ui theme). */
export const sendPanelCss = `
.ak-send{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-send-status{margin:0;color:var(--ak-color-fg-muted)}
`
