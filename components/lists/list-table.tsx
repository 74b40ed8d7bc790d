import { TargetLink } from '@/components/common/target-link'
import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'

/**
 * A list's table: the caption names it (and says which rows are shown), one header row of
 * column names, and the body. Each row's first cell is its row header.
 *
 * On a narrow screen each row becomes a card (app/globals.css); the column names are handed
 * to that layout as CSS strings (`--col-2` is the second column's name), which label each
 * stacked cell for sighted readers while screen readers keep the real column headers.
 */
export function ListTable<Key extends string>({
  id,
  caption,
  columns,
  t,
  children,
}: {
  id: string
  caption: string
  /** The column names; with `t`, the keys of their messages under the namespace's `columns`. */
  columns: readonly Key[]
  t?: (key: `columns.${NoInfer<Key>}`) => string
  children: React.ReactNode
}) {
  const heads: readonly string[] = t ? columns.map((column) => t(`columns.${column}`)) : columns
  const names = Object.fromEntries(
    heads.map((column, i) => [`--col-${i + 1}`, JSON.stringify(column)]),
  )
  return (
    <Table labelledBy={`${id}-caption`} style={names as React.CSSProperties}>
      <TableCaption id={`${id}-caption`}>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {heads.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  )
}

/** A row header's link to the row's own page. */
export function RowLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <TargetLink href={href} strong>
      {children}
    </TargetLink>
  )
}

/** The row's header cell as a link to the row's own page. */
export function RowHeader({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <TableHead scope="row">
      <RowLink href={href}>{children}</RowLink>
    </TableHead>
  )
}

/** A link to a related row's page inside a cell (a subject, a class). */
export const CellLink = TargetLink
