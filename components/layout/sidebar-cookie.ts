/** Cookie that keeps the sidebar expanded/collapsed for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state'
