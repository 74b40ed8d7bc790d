// Where the browser's Supabase client points, set once by the signed-in shell
// (components/common/browser-backend.tsx). supabase-js loads on the first call, not with the
// page: the signed-in pages stay inside their first-load JavaScript budget.

export interface BrowserBackend {
  url: string
  anonKey: string
}

let backend: BrowserBackend | null = null

export function setBrowserBackend(next: BrowserBackend) {
  backend = next
}

/** The page's one browser client (the same one live updates use), loaded on first use. */
export async function browserSupabase() {
  if (!backend) throw new Error('The browser backend is not configured')
  const { browserSupabase: client } = await import('./browser')
  return client(backend.url, backend.anonKey)
}

/**
 * What the browser sends Storage itself (a video's resumable upload): Storage's address, the
 * project's public key, and the person's current access token from the page's client.
 */
export async function browserStorage() {
  if (!backend) throw new Error('The browser backend is not configured')
  const supabase = await browserSupabase()
  return {
    storageUrl: `${backend.url}/storage/v1`,
    apiKey: backend.anonKey,
    accessToken: async () => (await supabase.auth.getSession()).data.session?.access_token ?? null,
  }
}
