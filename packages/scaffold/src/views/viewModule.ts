import type { View } from '@appkit/core'
import type { ComponentType } from 'react'

/** A lazily loaded view: a module whose default export renders the view's body. */
export type ViewLoader = () => Promise<{ default: ComponentType }>

/** Loaders for some views; each group lives in its own file and the registry merges them. */
export type ViewLoaders = Partial<Record<View, ViewLoader>>
