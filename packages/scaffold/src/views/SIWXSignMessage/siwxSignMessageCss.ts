/** Layout of the SIWXSignMessage view (tokens from the ui theme). */
export const siwxSignMessageCss = `
.ak-siwx{display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px 24px 24px;text-align:center;color:var(--ak-color-fg)}
.ak-siwx-title{margin:0;font-weight:700}
.ak-siwx-text{margin:0;color:var(--ak-color-fg-muted)}
.ak-siwx-account{font-family:var(--ak-font-mono,monospace);padding:4px 10px;border-radius:var(--ak-radius-l);border:1px solid var(--ak-color-border)}
.ak-siwx-status{display:flex;flex-direction:column;align-items:center;gap:4px}
.ak-siwx-actions{display:flex;gap:8px;width:100%}
.ak-siwx-actions>*{flex:1}
`
