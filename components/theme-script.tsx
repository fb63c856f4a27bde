import { THEME_STORAGE_KEY } from "./theme-storage-key";

/**
 * Applies the theme before the first paint, so a dark-theme visitor never sees a light flash: the visitor's choice
 * or, until they make one, their system's, followed when it changes. Nothing applies it again after hydration: a
 * class change restyles the whole document, a long task on a slow phone. It also makes every theme toggle
 * (`[data-theme-toggle]`) work, with or without React: a tap switches at once (transitions paused, or every coloured
 * element would fade) and remembers the choice.
 */
export function ThemeScript() {
  const script = `try{var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),a=function(){var t=localStorage.getItem(k);d.classList.toggle("dark",t==="dark"||(t!=="light"&&m.matches))};a();m.addEventListener("change",a);document.addEventListener("click",function(e){if(!(e.target instanceof Element&&e.target.closest("[data-theme-toggle]")))return;var s=document.createElement("style"),n=!d.classList.contains("dark");s.textContent="*,*::before,*::after{transition:none!important}";document.head.append(s);d.classList.toggle("dark",n);try{localStorage.setItem(k,n?"dark":"light")}catch(x){}getComputedStyle(document.body).color;requestAnimationFrame(function(){s.remove()})})}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
