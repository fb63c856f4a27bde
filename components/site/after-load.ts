/**
 * Runs `callback` once the page has loaded and the browser is idle (at the latest `timeout` ms after `load`), so that
 * work the page does not need to show itself (a background video, a visit report) leaves the loading to the page.
 * Returns a function that cancels it. Browser only.
 */
export function afterLoadWhenIdle(callback: () => void, timeout = 3000): () => void {
  let cancelIdle = () => {};
  const start = () => (cancelIdle = whenIdle(callback, timeout));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelIdle();
    window.removeEventListener("load", start);
  };
}

function whenIdle(callback: () => void, timeout: number): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, Math.min(timeout, 1000));
  return () => clearTimeout(handle);
}
