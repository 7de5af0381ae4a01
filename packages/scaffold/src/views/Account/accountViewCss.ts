/** Layout of the Account view (tokens from the ui theme). */
export const accountViewCss = `
.ak-account{display:flex;flex-direction:column;align-items:center;gap:12px;padding:4px 16px 16px;color:var(--ak-color-fg)}
.ak-account-identity{display:flex;flex-direction:column;align-items:center;gap:6px}
.ak-account-name{margin:0;font-size:1.2em;font-weight:700;max-width:100%;overflow-wrap:anywhere;text-align:center}
.ak-account-actions{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:8px}
.ak-account-balance{margin:0;font-size:1.6em;font-weight:700;font-variant-numeric:tabular-nums}
.ak-account-features{display:grid;grid-auto-columns:minmax(0,1fr);grid-auto-flow:column;gap:8px;width:100%}
.ak-account-feature{all:unset;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;min-height:60px;padding:8px 4px;border-radius:var(--ak-radius-l);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);font-size:var(--ak-font-size-s);font-weight:600;text-align:center;cursor:pointer}
.ak-account-feature:hover{background:var(--ak-color-surface-hover)}
.ak-account-feature:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-account-feature span{max-width:100%;overflow-wrap:anywhere}
.ak-account-types{width:100%}
.ak-account-types-title{margin:0 0 6px;font-size:var(--ak-font-size-s);font-weight:600;color:var(--ak-color-fg-muted)}
.ak-account-type-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.ak-account-type{display:flex;align-items:center;gap:8px;min-height:40px;padding:6px 12px;border-radius:var(--ak-radius-l);background:var(--ak-color-surface);border:1px solid var(--ak-color-border)}
.ak-account-type-label{font-weight:600}
.ak-account-type-address{flex:1;min-width:0;font-variant-numeric:tabular-nums;color:var(--ak-color-fg-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-account-type-active{font-size:var(--ak-font-size-s);font-weight:600;padding:2px 8px;border-radius:999px;background:var(--ak-color-surface-hover);color:var(--ak-color-accent-text)}
.ak-account-type-toggle{width:100%;display:flex;flex-direction:column;gap:8px}
.ak-account-type-current{margin:0;display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 8px}
.ak-account-type-current .ak-account-types-title{margin:0}
.ak-account-empty{margin:0;padding:16px;color:var(--ak-color-fg-muted)}
`
