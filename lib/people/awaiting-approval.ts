/**
 * Who waits for the principal's approval. An account made for an invitation waits, inactive,
 * until its owner proves the invited address by following the link; the principal already said
 * yes by inviting, so it is listed with the invitations ("sent"), not among the people asking to
 * join. An invitation that expired or was revoked leaves its account to the principal again.
 */
type Invitation = {
  user_id: string | null
  accepted_at: string | null
  revoked_at: string | null
  expires_at: string
}

export function awaitingApproval<T extends { id: string }>(
  waiting: { rows: T[]; total: number },
  invitations: Invitation[],
  now = Date.now(),
): { rows: T[]; total: number } {
  const invited = new Set(
    invitations
      .filter((i) => i.user_id && !i.accepted_at && !i.revoked_at && Date.parse(i.expires_at) > now)
      .map((i) => i.user_id),
  )
  const rows = waiting.rows.filter((row) => !invited.has(row.id))
  return { rows, total: waiting.total - (waiting.rows.length - rows.length) }
}
