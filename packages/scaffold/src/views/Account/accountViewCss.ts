/** Layout of the Account view (tokens from the ui theme). */
export const accountViewCss = `
.ak-account{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg)}
.ak-account-identity{display:flex;flex-direction:column;align-items:center;gap:8px}
.ak-account-name{margin:0;font-size:1.2em;font-weight:700}
.ak-account-actions{display:flex;align-items:center;gap:8px}
.ak-account-balance{margin:0;color:var(--ak-color-fg-muted);font-weight:600}
.ak-account-features{display:flex;flex-direction:column;gap:8px;width:100%}
.ak-account-empty{margin:0;padding:16px;color:var(--ak-color-fg-muted)}
`
