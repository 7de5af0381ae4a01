/** Layout of ConnectingFarcaster (tokens from the ui theme). */
export const connectingFarcasterCss = `
.ak-fc{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 24px 24px;text-align:center;color:var(--ak-color-fg)}
.ak-fc-text{margin:0;color:var(--ak-color-fg-muted)}
.ak-fc-placeholder{display:flex;align-items:center;justify-content:center;width:280px;height:280px;max-width:100%}
.ak-fc-link{display:inline-flex;align-items:center;justify-content:center;gap:8px;align-self:stretch;min-height:44px;padding:0 16px;border-radius:var(--ak-radius-l);background:var(--ak-color-bg-subtle,transparent);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);font-weight:600;text-decoration:none}
.ak-fc-link:focus-visible{outline:2px solid var(--ak-color-accent);outline-offset:2px}
`
