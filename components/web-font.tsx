/** The attribute of <html> that lets the page's text use the web font; without it, its metric-matched fallback. */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** Set once the web font has been downloaded: it is in the browser's cache, and later pages show it at once. */
export const WEB_FONT_STORAGE_KEY = "web-font";

/**
 * When the visitor site's text uses its web font (the back office and the previews use it at once). On regular 3G
 * the font (29 KB) was the last request the largest text waited for, 2.4 s or more (docs/benchmarks/lighthouse-3g.md).
 * So a visitor's first page paints with the fallback and keeps it (no swap, no shift); once that page has loaded and
 * painted, the font is downloaded into the browser's cache, and every later page, whose script here finds that
 * recorded, uses it from its first paint — as `font-display: optional` would, but without ever asking for the font
 * before the page has painted.
 */
export function DeferredWebFont({ fontFamily }: { fontFamily: string }) {
  // next/font's stack: the web font, then its fallback sized to match it.
  const [webFamily = "", ...fallbackFamilies] = fontFamily.split(",").map((family) => family.trim());
  const gate = `html:not([${WEB_FONT_ATTRIBUTE}]){--font-inter:${fallbackFamilies.join(",")}}`;
  // In a function of its own: an inline script's `var`s are the page's globals, which the theme script's also are.
  // The font is asked for once the page has loaded and painted its text (its first contentful paint: a slow phone
  // paints after the load), so that it never shares the connection with what the first paint waits for.
  const script = `(function(){try{var k=${JSON.stringify(WEB_FONT_STORAGE_KEY)},f=function(){document.fonts.load(${JSON.stringify(`1em ${webFamily}`)}).then(function(l){if(l.length)localStorage.setItem(k,"1")})};if(localStorage.getItem(k))document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"");else addEventListener("load",function(){if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return f();new PerformanceObserver(function(l,o){if(!l.getEntriesByName("first-contentful-paint").length)return;o.disconnect();setTimeout(f)}).observe({type:"paint",buffered:true})})}catch(e){}})()`;
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: gate }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
