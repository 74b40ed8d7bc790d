'use client'
import { Attachments } from '@/components/files/attachments'
import { TimeText, type DateWords } from '@/components/lists/time-text'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { GradeDialog } from './grade-dialog'
import type { GradeItem } from './grading-queue'

export type SubmissionRowView = {
  id: string
  student: string
  assignment: string
  subject: string | null
  due: DateWords
  submitted: DateWords
  status: string
  score: string
  /** The same object as the grading queue's: the page's data carries each hand-in once. */
  item: GradeItem | null
  /** The hand-in's files, when its assignment and student are readable. */
  files: { folders: string[]; title: string } | null
}

/** The submissions table's rows, drawn from row data the server has already put into words. */
export function SubmissionsRows({ rows }: { rows: SubmissionRowView[] }) {
  return rows.map((row) => (
    <TableRow key={row.id}>
      <TableHead scope="row">{row.student}</TableHead>
      <TableCell>
        {row.assignment}
        {row.subject !== null && <span className="block text-muted-foreground">{row.subject}</span>}
      </TableCell>
      <TableCell>
        <TimeText {...row.due} />
      </TableCell>
      <TableCell>
        <TimeText {...row.submitted} />
      </TableCell>
      <TableCell>{row.status}</TableCell>
      <TableCell>{row.score}</TableCell>
      <TableCell>
        {row.item && <GradeDialog item={row.item} />}
        {row.files && (
          <Attachments
            bucket="submission-files"
            folders={row.files.folders}
            title={row.files.title}
            canUpload={false}
            maxMb={25}
          />
        )}
      </TableCell>
    </TableRow>
  ))
}
