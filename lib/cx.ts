// Class joining for client components. `cn` (clsx + tailwind-merge) resolves conflicting
// utilities but adds ~7 KB gzip to the browser; client components use plain `cx` and never
// pass conflicting utilities (variants are props, not className overrides).
export { clsx as cx } from 'clsx'
