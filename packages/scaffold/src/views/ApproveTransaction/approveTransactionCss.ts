/** Layout of the ApproveTransaction view (tokens from the ui theme). */
export const approveTransactionCss = `
.ak-approve{display:flex;flex-direction:column;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-approve-heading{margin:0;font-size:1.1em;font-weight:700}
.ak-approve-meta{margin:0;color:var(--ak-color-fg-muted);font-size:.9em}
.ak-approve-rows{margin:0;display:grid;gap:8px}
.ak-approve-row{display:grid;gap:2px}
.ak-approve-row dt{color:var(--ak-color-fg-muted);font-size:.85em}
.ak-approve-row dd{margin:0;overflow-wrap:anywhere}
.ak-approve-code{display:block;white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:.85em;padding:6px 8px;border-radius:8px;background:var(--ak-color-surface)}
.ak-approve-text{white-space:pre-wrap}
.ak-approve-actions{display:flex;gap:8px}
.ak-approve-actions>*{flex:1}
.ak-approve-frame{height:min(440px,calc(100vh - 160px));min-height:200px;border-radius:12px}
`
