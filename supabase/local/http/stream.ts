import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A route module that reads the node request and writes the node response itself, for bodies
 * that must stream (file uploads and downloads). The front door's JSON body limit does not
 * apply: such a module enforces its own limits on every body it reads.
 */
export interface StreamHandler {
  kind: 'stream'
  /** `path` still percent-encoded; `search` without `?`. Answers through `res`. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<void>
}
