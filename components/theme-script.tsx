import { THEME_STORAGE_KEY } from "./theme-storage-key";

/**
 * Applies the stored theme before the first paint, so a dark-theme visitor never sees a light flash. Nothing
 * applies it again after hydration: a class change restyles the whole document (about 300 ms on a slow phone).
 */
export function ThemeScript() {
  const script = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark")document.documentElement.classList.add("dark")}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
