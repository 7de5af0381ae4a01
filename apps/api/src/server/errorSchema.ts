/** The body of every 4xx and 5xx answer. */
export const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['error', 'message'],
} as const

/** Response schemas shared by every route for its error statuses. */
export const errorResponses = {
  '4xx': errorSchema,
  '5xx': errorSchema,
} as const
