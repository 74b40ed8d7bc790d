import { Textarea } from '@/components/ui/textarea'
import { labelledField } from './field'

/** A labelled multi-line text on Field (its own module, so pages without one do not load it). */
export const TextareaField = labelledField(Textarea)
