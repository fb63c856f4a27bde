"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { discardUnsavedChanges } from "@/components/admin/unsaved-changes/keys";

/** What leaving a form with unsaved changes asks first (a link of the shell, the form's 'Annuler'). */
export const LEAVE_WITH_UNSAVED_CHANGES = "Des modifications n'ont pas été enregistrées. Quitter cette page ?";
/** The values are written to the browser this long after the last change. */
const KEEP_DELAY_MS = 500;
function readKept<Values>(key: string): Values | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { values: Values }).values ?? null) : null;
  } catch {
    return null;
  }
}

/** A click on a link that leaves the page inside this tab (not a new tab, a download or an anchor of the page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href, window.location.href);
  const here = new URL(window.location.href);
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null;
  return link;
}

/**
 * Unsaved changes of an article or project form, kept: while the values differ from the saved state they are written
 * to localStorage (debounced) under `key`; when the form opens and finds values kept by a reload or a crashed tab,
 * `found` is true until 'Restaurer' (`restore`) or 'Ignorer' (`ignore`). Leaving with unsaved changes asks first:
 * closing or reloading the tab (beforeunload), a link of the page (the sidebar, 'Retour', 'Annuler') and
 * `confirmLeave` for a button that navigates. `clear` after a successful save.
 */
export function useUnsavedChanges<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  { key, enabled = true }: { key: string; enabled?: boolean },
) {
  const [found, setFound] = useState<Values | null>(null);
  // Bumped on each restore: components that do not follow their value once mounted (the rich-text editor) remount.
  const [restored, setRestored] = useState(0);
  const [cleared, setCleared] = useState(false);
  const savedState = useRef<string | null>(null);
  const pendingChoice = useRef(false);
  const done = useRef(false);
  const dirty = form.formState.isDirty && !cleared && enabled;

  useEffect(() => {
    if (!enabled) return;
    savedState.current = JSON.stringify(form.formState.defaultValues ?? form.getValues());
    const kept = readKept<Values>(key);
    if (kept && JSON.stringify(kept) !== savedState.current) {
      pendingChoice.current = true;
      setFound(kept);
    } else if (kept) {
      discardUnsavedChanges(key);
    }
    let timer: number | undefined;
    const keep = () => {
      timer = undefined;
      // Until the person chooses, the values found stay as they were.
      if (done.current || pendingChoice.current) return;
      const values = JSON.stringify(form.getValues());
      try {
        if (values === savedState.current) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify({ values: form.getValues(), at: Date.now() }));
      } catch {
        // Storage full or refused: the form still works, only the safety net is missing.
      }
    };
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(keep, KEEP_DELAY_MS);
    });
    // A reload or a closed tab within the delay of the last keystroke: what was typed is kept at once.
    const keepPending = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      keep();
    };
    window.addEventListener("pagehide", keepPending);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", keepPending);
      subscription.unsubscribe();
    };
  }, [enabled, form, key]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture, on the document: before the client router's own handler takes the click.
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  const restore = useCallback(() => {
    if (!found) return;
    pendingChoice.current = false;
    form.reset(found, { keepDefaultValues: true });
    setRestored((count) => count + 1);
    setFound(null);
  }, [form, found]);

  const ignore = useCallback(() => {
    pendingChoice.current = false;
    discardUnsavedChanges(key);
    setFound(null);
  }, [key]);

  const clear = useCallback(() => {
    done.current = true;
    discardUnsavedChanges(key);
    setCleared(true);
  }, [key]);

  const confirmLeave = useCallback(() => !dirty || window.confirm(LEAVE_WITH_UNSAVED_CHANGES), [dirty]);

  return { found: found !== null, restore, ignore, clear, confirmLeave, restored };
}
