import * as React from 'react'
import { cn } from '@/lib/utils'
import { slotElement } from './slot-element'

// shadcn/ui new-york v4 table. The wrapper scrolls narrow screens and is focusable so
// keyboard users can scroll it too (WCAG 2.1.1); it is labelled by the table's caption.

function Table({ className, labelledBy, ...props }: React.ComponentProps<'table'> & { labelledBy?: string }) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <table data-slot="table" className={cn('w-full caption-top text-sm', className)} {...props} />
    </div>
  )
}

const TableCaption = slotElement('caption', 'table-caption', 'px-3 py-2 text-left text-sm text-muted-foreground')

const TableHeader = slotElement('thead', 'table-header', 'bg-muted/50 [&_tr]:border-b')

const TableBody = slotElement('tbody', 'table-body', '[&_tr:last-child]:border-0')

const TableRow = slotElement('tr', 'table-row', 'border-b align-top')

function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return <th data-slot="table-head" scope={scope} className={cn('px-3 py-2 text-left font-semibold whitespace-nowrap', className)} {...props} />
}

const TableCell = slotElement('td', 'table-cell', 'px-3 py-2')

export { Table, TableCaption, TableHeader, TableBody, TableRow, TableHead, TableCell }
