"use client";

import { Loader2, Search } from "lucide-react";
import { useRouter } from "next/navigation";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from "react";
import { localizedPath, pageOfPath } from "@/lib/i18n/paths";
import { FIRST_VIEW, type ListBase, listViewPath, normalizeSearch, viewOfPath } from "@/lib/list-views";
import { usePageLocale, usePagePath } from "./use-page-path";

/** How long the search waits after the last keystroke before it shows the results. */
const SEARCH_DELAY_MS = 300;

interface SearchState {
  base: ListBase;
  text: string;
  pending: boolean;
  type(text: string, selection: Selection): void;
  submit(): void;
  /** Where the caret is, while the visitor is in the box; null once they leave it. */
  keepCaret(selection: Selection | null): void;
  /** The caret of the box that the current one replaces, when the visitor was typing in it. */
  lastCaret(): Selection | null;
}

type Selection = { start: number; end: number };

const SearchContext = createContext<SearchState | null>(null);

/**
 * What the search box of a list keeps across the pages it leads to: each search, category and page is a page of its
 * own (its own address, served from the cache), so the box is drawn again by every one of them, and this provider,
 * mounted by the list's layout, keeps the text being typed, the caret and the pending search meanwhile.
 *
 * The search runs as the visitor types, SEARCH_DELAY_MS after the last keystroke, through the client router (no
 * reload); the first search adds a history entry, and refining it replaces that entry, so that the back button
 * leads back to the list as it was before the search. A navigation made otherwise (back button, a category, a page)
 * puts its own search in the box.
 */
export function ListSearchProvider({ base, children }: { base: ListBase; children: ReactNode }) {
  const router = useRouter();
  // The list's views are named by their French paths (lib/list-views.ts), shown in the page's language.
  const { locale, frenchPath: pathname } = pageOfPath(usePagePath());
  const urlSearch = viewOfPath(base, pathname)?.search ?? null;
  const [text, setText] = useState(urlSearch ?? "");
  const [pending, startTransition] = useTransition();
  const caret = useRef<Selection | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestPathname = useRef(pathname);
  // The searches typed since the address last reached the latest one: an address showing one of them is on its way
  // to the latest, and must not put an older text back in the box.
  const typed = useRef({ latest: urlSearch, all: new Set<string | null>([urlSearch]) });

  useEffect(() => {
    latestPathname.current = pathname;
    const searches = typed.current;
    if (urlSearch === searches.latest) searches.all = new Set([urlSearch]);
    else if (!searches.all.has(urlSearch)) {
      clearTimeout(timer.current);
      typed.current = { latest: urlSearch, all: new Set([urlSearch]) };
      setText(urlSearch ?? "");
    }
  }, [pathname, urlSearch]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const current = viewOfPath(base, latestPathname.current) ?? FIRST_VIEW;
      const search = normalizeSearch(value);
      if (search === current.search && current.page === 1) return;
      typed.current.latest = search;
      typed.current.all.add(search);
      const target = localizedPath(listViewPath(base, { category: current.category, search }), locale);
      const refining = current.search !== null && search !== null;
      startTransition(() => {
        if (refining) router.replace(target, { scroll: false });
        else router.push(target, { scroll: false });
      });
    },
    [base, locale, router],
  );

  const keepCaret = useCallback((selection: Selection | null) => {
    caret.current = selection;
  }, []);
  const lastCaret = useCallback(() => caret.current, []);

  const state = useMemo<SearchState>(
    () => ({
      base,
      text,
      pending,
      keepCaret,
      lastCaret,
      type(value, selection) {
        caret.current = selection;
        setText(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => show(value), SEARCH_DELAY_MS);
      },
      submit: () => show(text),
    }),
    [base, text, pending, show, keepCaret, lastCaret],
  );
  return <SearchContext value={state}>{children}</SearchContext>;
}

/**
 * The search box of a list: a form that works without scripts too (GET {base}/recherche, which redirects to the
 * search's address), searching as the visitor types once they run.
 */
export function ListSearchBox({
  label,
  placeholder,
  pendingLabel,
  category,
}: {
  label: string;
  placeholder: string;
  /** Read to screen readers while the results load ('Recherche en cours…'). */
  pendingLabel: string;
  /** The category shown, kept by a search sent without scripts. */
  category: string | null;
}) {
  const state = useContext(SearchContext);
  if (!state) throw new Error("ListSearchBox needs the ListSearchProvider of its list's layout.");
  const { base, text, pending, type, submit, keepCaret, lastCaret } = state;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // Each result page draws a new box: the one the visitor was typing in gave its focus and caret to this one.
  useLayoutEffect(() => {
    const selection = lastCaret();
    const element = input.current;
    if (!selection || !element || (document.activeElement && document.activeElement !== document.body)) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(selection.start, selection.end);
  }, [lastCaret]);

  // What the visitor typed before the page's scripts ran (the box was the browser's until then) is searched now.
  useEffect(() => {
    const element = input.current;
    if (element && element.value !== text)
      type(element.value, { start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 });
    // Once, as the box hydrates: afterwards React keeps it in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remember = () => {
    const element = input.current;
    if (element) keepCaret({ start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 });
  };

  return (
    <form
      role="search"
      action={localizedPath(`${base}/recherche`, usePageLocale())}
      method="get"
      className="w-full lg:max-w-sm"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="mb-2 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          value={text}
          onChange={(event) =>
            type(event.target.value, {
              start: event.target.selectionStart ?? event.target.value.length,
              end: event.target.selectionEnd ?? event.target.value.length,
            })
          }
          onSelect={remember}
          onFocus={remember}
          onBlur={(event) => {
            // The visitor left the box (the box being replaced by the next page's is no blur of theirs): the next
            // page leaves the focus where it is.
            if (event.currentTarget.isConnected) keepCaret(null);
          }}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
          className="h-11 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-9 pl-9 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
        />
        {pending && (
          <Loader2
            aria-hidden
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground motion-reduce:animate-none"
          />
        )}
      </div>
      <span id={`${id}-status`} className="sr-only" aria-live="polite">
        {pending ? pendingLabel : ""}
      </span>
      {category && <input type="hidden" name="categorie" value={category} />}
    </form>
  );
}
