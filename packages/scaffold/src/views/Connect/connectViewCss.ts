/** Styles of the Connect view. */
export const connectViewCss = `
.ak-connect{display:flex;flex-direction:column;gap:8px}
.ak-connect-all{padding:0 16px}
.ak-connect-count{margin-inline-start:auto;padding:1px 8px;border-radius:999px;background:var(--ak-color-bg);color:var(--ak-color-fg-muted);font-size:var(--ak-font-size-s);font-weight:600}
.ak-connect-email{padding:0 16px}
.ak-connect-socials{list-style:none;margin:0;padding:0 16px;display:grid;gap:8px}
.ak-connect-social-first{grid-column:1/-1}
.ak-connect-social-icon{all:unset;box-sizing:border-box;display:flex;align-items:center;justify-content:center;width:100%;height:44px;border-radius:var(--ak-radius-l);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);cursor:pointer}
.ak-connect-social-icon:hover{background:var(--ak-color-surface-hover)}
.ak-connect-social-icon:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-connect-divider{display:flex;align-items:center;gap:12px;margin:12px 16px;color:var(--ak-color-fg-muted);font-size:var(--ak-font-size-s)}
.ak-connect-divider::before,.ak-connect-divider::after{content:'';flex:1;border-top:1px solid var(--ak-color-border)}
.ak-connect-empty{margin:0;padding:16px;text-align:center;color:var(--ak-color-fg-muted)}
.ak-connect-legal{margin:8px 16px 0;font-size:.85em;text-align:center;color:var(--ak-color-fg-muted)}
.ak-connect-collapsed{padding:0 16px}
.ak-connect-legal-checkbox{margin:0 16px 12px;padding:12px;border-radius:var(--ak-radius-l);background:var(--ak-color-surface);font-size:var(--ak-font-size-s)}
.ak-connect-legal-hint{margin:0 16px 8px;font-size:var(--ak-font-size-s);color:var(--ak-color-fg-muted)}
.ak-connect-legal-hint-met{visibility:hidden}
.ak-connect-legal :is(.ak-link,.ak-link-text),.ak-connect-legal-checkbox :is(.ak-link,.ak-link-text){white-space:nowrap}
.ak-connect-methods{border:0;margin:0;padding:0;min-width:0}
.ak-connect-methods:disabled{opacity:.5}
`
