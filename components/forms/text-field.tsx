import { Input } from '@/components/ui/input'
import { labelledField } from './field'

/** A labelled input on Field. */
export const TextField = labelledField(Input)
