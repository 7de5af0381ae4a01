import { version } from 'react'

/**
 * Whether the running React hoists a `<style href precedence>` into the root node of its root
 * and keeps one per href (React 19 and later). React 18 renders it in place, once per instance.
 */
export const reactHoistsStyles = Number(version.split('.')[0]) >= 19
