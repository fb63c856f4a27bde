import { THEME_STORAGE_KEY } from "./theme-storage-key";

/**
 * Applies the theme before the first paint, so a dark-theme visitor never sees a light flash: the visitor's choice
 * (the theme toggle) or, until they make one, their system's, followed when it changes. Nothing applies it again
 * after hydration: a class change restyles the whole document, a long task on a slow phone.
 */
export function ThemeScript() {
  const script = `try{var k=${JSON.stringify(THEME_STORAGE_KEY)},m=matchMedia("(prefers-color-scheme: dark)"),a=function(){var t=localStorage.getItem(k);document.documentElement.classList.toggle("dark",t==="dark"||(t!=="light"&&m.matches))};a();m.addEventListener("change",a)}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
