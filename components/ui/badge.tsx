import { cva } from 'class-variance-authority'
import { variantPart } from './variant-part'

// Role colours: each pair keeps at least 4.5:1 contrast (WCAG 1.4.3).
const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        principal: 'border-purple-300 bg-purple-100 text-purple-900',
        teacher: 'border-blue-300 bg-blue-100 text-blue-900',
        student: 'border-green-300 bg-green-100 text-green-900',
        parent: 'border-amber-300 bg-amber-100 text-amber-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

const Badge = variantPart('span', 'badge', badgeVariants)

export { Badge, badgeVariants }
