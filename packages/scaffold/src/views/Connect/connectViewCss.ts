/** Styles of the Connect view. */
export const connectViewCss = `
.ak-connect{display:flex;flex-direction:column;gap:12px;padding:0 8px}
.ak-connect-all{padding:0 8px}
.ak-connect-count{margin-inline-start:8px;padding:1px 8px;border-radius:999px;background:var(--ak-color-surface);color:var(--ak-color-fg-muted);font-weight:600}
.ak-connect-email{padding:0 16px 12px}
.ak-connect-socials{list-style:none;margin:0;padding:0 16px 12px;display:grid;gap:8px}
.ak-connect-empty{margin:0;padding:16px;text-align:center;color:var(--ak-color-fg-muted)}
.ak-connect-legal{margin:8px 16px 0;font-size:.85em;text-align:center;color:var(--ak-color-fg-muted)}
`
