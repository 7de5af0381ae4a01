/** Layout of the Receive panel (tokens from the ui theme). */
export const receivePanelCss = `
.ak-receive{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-receive-address{margin:0;max-width:100%;font-family:var(--ak-font-family-mono, monospace);font-size:.9em;text-align:center;overflow-wrap:anywhere;word-break:break-all;text-wrap:balance}
.ak-receive-address-label{margin:0;font-weight:600}
.ak-receive-networks{width:100%}
.ak-receive-networks-title{margin:8px 0 6px;font-size:.9em;font-weight:600;color:var(--ak-color-fg-muted)}
.ak-receive-network-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.ak-receive-network{display:flex;align-items:center;gap:6px;padding:4px 10px 4px 4px;border-radius:999px;background:var(--ak-color-surface);border:1px solid var(--ak-color-border)}
`
