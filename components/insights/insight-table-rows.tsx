'use client'
import { RowLink } from '@/components/lists/list-table'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { RiskLevel } from '@/lib/insights/record'
import { ReasonItems } from './reason-items'
import { RiskBadge } from './risk-badge'

export type InsightRowView = {
  id: string
  name: string
  /** The student's full record, for a student's row; a class or subject has none. */
  href: string | null
  /** The cells between the name and the risk (classes; or class and student count). */
  cells: (string | number)[]
  risk: RiskLevel
  riskLabel: string
  engagement: string
  reasons: { items: { code: string; text: string }[]; none: string }
}

/** An insight table's rows, drawn from row data the server has already put into words. */
export function InsightTableRows({ rows }: { rows: InsightRowView[] }) {
  return rows.map((row) => (
    <TableRow key={row.id} data-student={row.href ? row.id : undefined}>
      <TableHead scope="row">
        {row.href ? <RowLink href={row.href}>{row.name}</RowLink> : row.name}
      </TableHead>
      {row.cells.map((cell, i) => (
        <TableCell key={i}>{cell}</TableCell>
      ))}
      <TableCell>
        <RiskBadge risk={row.risk} label={row.riskLabel} />
      </TableCell>
      <TableCell>{row.engagement}</TableCell>
      <TableCell>
        <ReasonItems {...row.reasons} />
      </TableCell>
    </TableRow>
  ))
}
