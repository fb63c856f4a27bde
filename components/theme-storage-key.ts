/** Where the visitor's theme choice is kept (localStorage). */
export const THEME_STORAGE_KEY = "theme";
