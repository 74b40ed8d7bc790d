import * as React from 'react'
import { cx } from '@/lib/cx'
import { slotElement } from './slot-element'
import { TableFit } from './table-fit'

// shadcn/ui new-york v4 table. The wrapper scrolls narrow screens and is focusable so
// keyboard users can scroll it too (WCAG 2.1.1); it is labelled by the table's caption.
// Where the wrapper is narrower than a table needs (below 36rem by CSS, app/globals.css, or
// wherever its columns do not fit, measured by TableFit), each row is laid out as a card (the
// cells stacked under the row header), so no column, actions included, is ever cut off. CSS
// display changes can make a browser drop a table's semantics, so every part states its table
// role explicitly and a screen reader still hears a table with rows, column headers and row
// headers.

function Table({
  className,
  labelledBy,
  ...props
}: React.ComponentProps<'table'> & { labelledBy?: string }) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
    >
      <TableFit />
      <table
        data-slot="table"
        role="table"
        className={cx('w-full caption-top text-sm', className)}
        {...props}
      />
    </div>
  )
}

const TableCaption = slotElement(
  'caption',
  'table-caption',
  'px-3 py-2 text-left text-sm text-muted-foreground',
)

const TableHeader = slotElement('thead', 'table-header', 'bg-muted/50 [&_tr]:border-b', {
  role: 'rowgroup',
})

const TableBody = slotElement('tbody', 'table-body', '[&_tr:last-child]:border-0', {
  role: 'rowgroup',
})

const TableRow = slotElement('tr', 'table-row', 'border-b align-top', { role: 'row' })

function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      role={scope === 'row' ? 'rowheader' : 'columnheader'}
      // A column's name stays on one line; a row's name (a title) wraps like the other cells,
      // or the longest title alone would set the table's width.
      className={cx(
        'px-3 py-2 text-left font-semibold',
        scope !== 'row' && 'whitespace-nowrap',
        className,
      )}
      {...props}
    />
  )
}

const TableCell = slotElement('td', 'table-cell', 'px-3 py-2', { role: 'cell' })

export { Table, TableCaption, TableHeader, TableBody, TableRow, TableHead, TableCell }
