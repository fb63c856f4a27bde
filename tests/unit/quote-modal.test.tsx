// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { QuoteButton } from "@/components/site/quote-button";
import { QuoteModalProvider, useQuoteModal } from "@/components/site/quote-modal";

afterEach(cleanup);

// The dialog and its form are loaded on the first opening: slow in jsdom on a busy machine.
describe("quote modal", { timeout: 20_000 }, () => {
  it("raises an error when used outside its provider", () => {
    expect(() => renderHook(() => useQuoteModal())).toThrow("useQuoteModal must be used inside a QuoteModalProvider.");
  });

  it("opens the 'Demander un devis' dialog from a quote button, with the quote request form", async () => {
    render(
      <QuoteModalProvider>
        <QuoteButton />
      </QuoteModalProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Demander un devis" }));
    const dialog = await screen.findByRole("dialog", { name: "Demander un devis" }, { timeout: 15_000 });
    for (const label of ["Nom complet *", "Email *", "Type de projet *", "Description du projet *"])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(dialog.querySelector("textarea")?.rows).toBe(5);
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
    expect(await screen.findByRole("dialog", {}, { timeout: 15_000 })).toBeTruthy();
  });
});
