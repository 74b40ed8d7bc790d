import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

export type { IconNode }

/**
 * A lucide icon drawn as plain SVG: `<Icon node={Bell} className="size-5" />`, with the icon's
 * shapes imported from `lucide`. The icon set ships its icons as data; drawing them with this
 * one function keeps each icon a few static elements. (The React binding draws every icon
 * through a client component with a context and builds its attributes on every render: in a
 * server component each icon then reached the browser twice, as SVG and as the same shapes in
 * the page's data, and a list of 25 rows with an icon each spent milliseconds of its render on it.)
 *
 * Icons are decorative and hidden from assistive technology: the name of a control or the
 * meaning of a badge is in its text, never in an icon alone.
 */
export function Icon({
  node,
  ...props
}: { node: IconNode } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
