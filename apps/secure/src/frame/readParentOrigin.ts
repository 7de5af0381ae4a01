/** The frame's parent origin: `location.ancestorOrigins[0]`, else the referrer's origin. */
export function readParentOrigin(
  location: { ancestorOrigins?: { readonly [index: number]: string } },
  referrer: string,
): string | undefined {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return referrer ? new URL(referrer).origin : undefined
  } catch {
    return undefined
  }
}
