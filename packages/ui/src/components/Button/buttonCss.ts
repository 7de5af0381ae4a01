/** Styles of Button, IconButton and Link. */
export const buttonCss = `
.ak-button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:var(--ak-spacing-s);min-height:40px;padding:0 var(--ak-spacing-2xl);border-radius:var(--ak-radius-l);font:inherit;font-weight:600;cursor:pointer;border:1px solid transparent;transition:background-color var(--ak-duration-height) ease;white-space:nowrap}
.ak-button:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-button--primary{background:var(--ak-color-accent);color:var(--ak-color-on-accent)}
.ak-button--secondary{background:var(--ak-color-surface);color:var(--ak-color-fg);border-color:var(--ak-color-border)}
.ak-button--secondary:hover,.ak-button--ghost:hover{background:var(--ak-color-surface-hover)}
.ak-button--ghost{background:transparent;color:var(--ak-color-fg)}
.ak-button--danger{background:var(--ak-color-bg);color:var(--ak-color-error);border-color:var(--ak-color-error)}
.ak-button--small{min-height:32px;padding:0 var(--ak-spacing-l);font-size:var(--ak-font-size-s)}
.ak-button--full{display:flex;width:100%}
.ak-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.ak-icon-button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:var(--ak-radius-m);color:var(--ak-color-fg);cursor:pointer}
.ak-icon-button:hover{background:var(--ak-color-surface-hover)}
.ak-icon-button:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-link{color:var(--ak-color-accent-text);text-decoration:underline;text-underline-offset:2px;font-weight:600;cursor:pointer}
.ak-link:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
`
