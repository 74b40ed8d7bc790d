/** A UUID in its text form, either case: how GoTrue and Storage check an id before looking it up. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
