const nullableString = { type: ['string', 'null'] } as const

/** JSON schema of one wallet in a /getWallets answer. */
export const walletSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    homepage: { type: 'string' },
    image_id: { type: 'string' },
    order: { type: 'integer' },
    rdns: nullableString,
    mobile_link: nullableString,
    desktop_link: nullableString,
    webapp_link: nullableString,
    app_store: nullableString,
    play_store: nullableString,
    chrome_store: nullableString,
    chains: { type: 'array', items: { type: 'string' } },
    badge_type: { type: 'string', enum: ['certified', 'none'] },
  },
  required: ['id', 'name', 'image_id', 'chains', 'badge_type'],
} as const
