import * as React from 'react'
import { cn } from '@/lib/utils'

// shadcn/ui new-york v4 table. The wrapper scrolls narrow screens and is focusable so
// keyboard users can scroll it too (WCAG 2.1.1); it is labelled by the table's caption.
// Where the wrapper is narrower than a table needs, app/globals.css lays each row out as a
// card (the cells stacked under the row header). CSS display changes can make a browser drop
// a table's semantics, so every part states its table role explicitly and a screen reader
// still hears a table with rows, column headers and row headers.

function Table({ className, labelledBy, ...props }: React.ComponentProps<'table'> & { labelledBy?: string }) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <table data-slot="table" role="table" className={cn('w-full caption-top text-sm', className)} {...props} />
    </div>
  )
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('px-3 py-2 text-left text-sm text-muted-foreground', className)} {...props} />
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" role="rowgroup" className={cn('bg-muted/50 [&_tr]:border-b', className)} {...props} />
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" role="rowgroup" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" role="row" className={cn('border-b align-top', className)} {...props} />
}

function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return <th data-slot="table-head" scope={scope} role={scope === 'row' ? 'rowheader' : 'columnheader'} className={cn('px-3 py-2 text-left font-semibold whitespace-nowrap', className)} {...props} />
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" role="cell" className={cn('px-3 py-2', className)} {...props} />
}

export { Table, TableCaption, TableHeader, TableBody, TableRow, TableHead, TableCell }
