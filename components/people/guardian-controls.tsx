'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmButton } from '@/components/forms/confirm-dialog'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { lazyOnPage } from '@/components/ui/lazy-overlay'
import { unlinkParentAction } from '@/lib/actions/members'

/**
 * Link a parent of the school to this student. Drawn with the page; its code (with
 * react-hook-form) loads after the page's own, so a teacher, who never gets the form, never
 * loads it at all.
 */
export const LinkParentForm = lazyOnPage(() => import('./link-parent-form').then((m) => m.LinkParentForm))

/** Unlink one parent from the student, after a confirmation. */
export function UnlinkParentButton({ linkId, name }: { linkId: string; name: string }) {
  const t = useT('people')
  const [pending, run] = useActionButton()
  return (
    <ConfirmButton
      label={t('guardians.unlink')}
      ariaLabel={t('guardians.unlinkNamed', { name })}
      title={t('guardians.unlinkTitle', { name })}
      body={t('guardians.unlinkBody')}
      confirm={t('guardians.unlink')}
      pending={pending}
      onConfirm={() => run(() => unlinkParentAction({ id: linkId }), focusPageHeading)}
    />
  )
}
