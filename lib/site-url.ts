import { env } from '@/lib/env'

/**
 * An absolute address on the site's configured public URL (NEXT_PUBLIC_SITE_URL), for every
 * link that leaves the browser it was made in: emailed links, enrolment links, QR codes. The
 * request's own host is not used, because behind a proxy or on another port it is not the
 * address people can open.
 */
export function siteUrl(pathAndQuery: string): string {
  return `${env.NEXT_PUBLIC_SITE_URL}${pathAndQuery}`
}

/** The enrolment link of a subject, as shared by copy and by QR code. */
export function enrollmentUrl(subjectId: string): string {
  return siteUrl(`/enroll-subject?subject=${subjectId}`)
}
