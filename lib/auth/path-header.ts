/** Request header through which proxy.ts tells server layouts the requested path. */
export const PATH_HEADER = 'x-oppi-path'
