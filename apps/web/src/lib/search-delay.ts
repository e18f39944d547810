/** How long typing pauses before a search box asks the server (list pages, person and place pickers). */
export const SEARCH_DELAY_MS = 350;
