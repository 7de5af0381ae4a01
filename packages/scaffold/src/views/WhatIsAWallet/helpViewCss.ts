/** Layout of the help views WhatIsAWallet and WhatIsANetwork (tokens from the ui theme). */
export const helpViewCss = `
.ak-help-view{display:flex;flex-direction:column;gap:16px;padding:8px 16px 16px;color:var(--ak-color-fg)}
`
