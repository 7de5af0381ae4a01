/**
 * The cell a navigation key moves to in a grid of `count` cells laid out `columns` wide, or the
 * same index for any other key. Arrows move by one cell or one row (Left and Right swap under
 * right-to-left), Home and End go to the first and last cell, PageUp and PageDown move `pageRows`.
 */
export function getNextGridIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  pageRows: number,
  rtl = false,
): number {
  const clamp = (value: number) => Math.min(count - 1, Math.max(0, value))
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case forward:
      return clamp(index + 1)
    case backward:
      return clamp(index - 1)
    case 'ArrowDown':
      return index + columns < count ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'PageDown':
      return clamp(index + columns * pageRows)
    case 'PageUp':
      return clamp(index - columns * pageRows)
    default:
      return index
  }
}
