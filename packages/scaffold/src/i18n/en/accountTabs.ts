/** Strings of the Account view's tabs (English). */
export const accountTabs = {
  label: 'Account assets',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  tokensLoading: 'Loading tokens',
  tokensEmpty: 'No tokens yet.',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'No NFTs yet.',
} as const
