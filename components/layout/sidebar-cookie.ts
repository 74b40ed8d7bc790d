/** Cookie that keeps the sidebar expanded/collapsed for 7 days (spec §2). */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state'
