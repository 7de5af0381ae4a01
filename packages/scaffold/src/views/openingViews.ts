import type { ViewLoaders } from './viewModule'

/**
 * The view most visitors see first (Connect), its loader kept apart from the view registry
 * (which reuses it) so that the page can load its chunk alongside the host's, without the
 * registry.
 */
export const openingViews = {
  Connect: () => import('./Connect/ConnectView'),
} satisfies ViewLoaders
