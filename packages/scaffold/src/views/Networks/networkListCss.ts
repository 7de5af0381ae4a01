/** Layout of the network list (tokens from the ui theme). */
export const networkListCss = `
.ak-network-list{list-style:none;margin:0;padding:4px 12px 12px;display:grid;gap:4px}
.ak-network-item{all:unset;box-sizing:border-box;display:flex;align-items:center;gap:12px;width:100%;padding:8px 12px;border-radius:calc(var(--ak-border-radius-master) * 4);color:var(--ak-color-fg);cursor:pointer}
.ak-network-item:hover{background:var(--ak-color-surface-hover)}
.ak-network-item:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:-2px}
.ak-network-item[aria-current=true]{background:var(--ak-color-surface)}
.ak-network-item[aria-disabled=true]{opacity:.5;cursor:not-allowed}
.ak-network-item-name{flex:1;font-weight:600}
.ak-network-item-active{display:inline-flex;align-items:center;gap:4px;color:var(--ak-color-success);font-size:.9em}
.ak-network-list-note{margin:0;padding:0 24px 12px;color:var(--ak-color-fg-muted);font-size:.9em}
`
