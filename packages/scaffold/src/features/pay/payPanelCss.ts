/** Layout of the Pay panel's request summary (tokens from the ui theme). */
export const payPanelCss = `
.ak-pay-title{margin:0;font-size:1em;color:var(--ak-color-fg-muted)}
.ak-pay-request{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0}
.ak-pay-request dt{color:var(--ak-color-fg-muted)}
.ak-pay-request dd{margin:0;overflow-wrap:anywhere}
`
