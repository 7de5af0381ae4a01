import { SECURE_EN } from '../../i18n/en'

/**
 * The frame's own strings (English), by key. The frame shows only its own catalogues, never text
 * a dapp sends: what the visitor reads about a request comes from the secure origin.
 */
export const FRAME_MESSAGES_EN = SECURE_EN.frame

/** A key of the frame's catalogue. */
export type FrameMessageKey = keyof typeof FRAME_MESSAGES_EN
