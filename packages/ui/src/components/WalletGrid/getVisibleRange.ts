/** Parameters of {@link getVisibleRange}. */
export type GetVisibleRangeParameters = {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  rowCount: number
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number
}

/** The rows to render, `start` inclusive and `end` exclusive. */
export type VisibleRange = { start: number; end: number }

/**
 * The rows of a fixed-row-height list that intersect the viewport, plus `overscan` rows each side.
 *
 * @example
 * getVisibleRange({ scrollTop: 960, viewportHeight: 384, rowHeight: 96, rowCount: 150, overscan: 2 })
 * // { start: 8, end: 16 }
 */
export function getVisibleRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: GetVisibleRangeParameters): VisibleRange {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight)
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(rowCount, last + overscan),
  }
}
