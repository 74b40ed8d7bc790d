// The look every form control shares (input, native select, textarea): full width, readable
// text, a visible disabled state, and a thicker red border while the field is invalid. Each
// control adds its own height (at least 44 px, a comfortable touch target) and placeholder.
export const CONTROL_CLASS =
  'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-destructive'
