// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { QuoteButton } from "@/components/site/quote-button";
import { QuoteModalProvider, useQuoteModal } from "@/components/site/quote-modal";

afterEach(cleanup);

describe("quote modal", () => {
  it("raises an error when used outside its provider", () => {
    expect(() => renderHook(() => useQuoteModal())).toThrow("useQuoteModal must be used inside a QuoteModalProvider.");
  });

  it("opens the 'Demander un devis' dialog from a quote button, with a link to /start-project", async () => {
    render(
      <QuoteModalProvider>
        <QuoteButton />
      </QuoteModalProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Demander un devis" }));
    const dialog = await screen.findByRole("dialog", { name: "Demander un devis" }, { timeout: 5000 });
    expect(dialog.querySelector('a[href="/start-project"]')).not.toBeNull();
  });

  it("runs the button's own click handler as well", async () => {
    let clicked = 0;
    render(
      <QuoteModalProvider>
        <QuoteButton onClick={() => (clicked += 1)} />
      </QuoteModalProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Demander un devis" }));
    expect(clicked).toBe(1);
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toBeTruthy();
  });
});
