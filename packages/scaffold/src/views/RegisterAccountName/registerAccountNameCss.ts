/** Layout of RegisterAccountName and RegisterAccountNameSuccess (tokens from the ui theme). */
export const registerAccountNameCss = `
.ak-register-name{display:flex;flex-direction:column;gap:12px;padding:4px 16px 16px;color:var(--ak-color-fg)}
.ak-register-name-intro{margin:0;color:var(--ak-color-fg-muted);font-size:var(--ak-font-size-s)}
.ak-register-name-success{align-items:center;text-align:center}
.ak-register-name-badge{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:999px;background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-accent-text)}
.ak-register-name-title{margin:0;font-size:1.2em;font-weight:700;max-width:100%;overflow-wrap:anywhere}
.ak-register-name-text{margin:0;color:var(--ak-color-fg-muted)}
`
