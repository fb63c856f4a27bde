// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QuoteModalButton } from "@/components/site/quote-modal-button";
import { QuoteModalProvider, useQuoteModal } from "@/components/site/quote-modal";
import type { FormState } from "@/lib/form-state";
import { CATALOGUES } from "@/lib/i18n/messages";

// jsdom has <dialog> but not its modal methods: what the browser does, reduced to the `open` attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The quote action as the page passes it: here one that answers as the server does for a refused field. */
const sent: FormData[] = [];
async function sendQuoteRequest(_previous: FormState, formData: FormData): Promise<FormState> {
  sent.push(formData);
  return { status: "invalid", values: { name: String(formData.get("name")) }, fieldErrors: { email: "Requis" } };
}

function renderWithButton(onClick?: () => void) {
  render(
    <QuoteModalProvider quoteForm={{ action: sendQuoteRequest, texts: CATALOGUES.fr.Forms }}>
      <QuoteModalButton onClick={onClick}>{CATALOGUES.fr.Navigation.quote}</QuoteModalButton>
    </QuoteModalProvider>,
  );
  return screen.getByRole("link", { name: "Demander un devis" });
}

// The dialog and its form are loaded on the first opening: slow in jsdom on a busy machine.
describe("quote modal", { timeout: 20_000 }, () => {
  it("raises an error when used outside its provider", () => {
    expect(() => renderHook(() => useQuoteModal())).toThrow("useQuoteModal must be used inside a QuoteModalProvider.");
  });

  it("is a link to /devis, which shows the form before the page's scripts run", () => {
    expect(renderWithButton()).toHaveProperty("pathname", "/devis");
  });

  it("opens the 'Demander un devis' dialog from a quote button, with the quote request form", async () => {
    await userEvent.click(renderWithButton());
    const dialog = await screen.findByRole("dialog", { name: "Demander un devis" }, { timeout: 15_000 });
    for (const label of ["Nom complet *", "Email *", "Type de projet *", "Description du projet *"])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(dialog.querySelector("textarea")?.rows).toBe(5);
    expect(window.location.pathname).toBe("/");
  });

  it("runs the button's own click handler as well", async () => {
    let clicked = 0;
    await userEvent.click(renderWithButton(() => (clicked += 1)));
    expect(clicked).toBe(1);
    expect(await screen.findByRole("dialog", {}, { timeout: 15_000 })).toBeTruthy();
  });

  it("creates the visitor session id when first opened, once, and says so to the page (its visit report)", async () => {
    const created: string[] = [];
    const onCreated = (event: Event) => created.push((event as CustomEvent<string>).detail);
    window.addEventListener("visitor-session-created", onCreated);
    const button = renderWithButton();
    await userEvent.click(button);
    await screen.findByRole("dialog", {}, { timeout: 15_000 });
    const id = localStorage.getItem("visitor_session_id");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(created).toEqual([id]);
    await userEvent.click(button);
    expect(created).toEqual([id]);
    window.removeEventListener("visitor-session-created", onCreated);
  });

  it("sends what was typed to the page's action and shows the server's message beside its field, the text kept", async () => {
    sent.length = 0;
    await userEvent.click(renderWithButton());
    const name = await screen.findByLabelText("Nom complet *", {}, { timeout: 15_000 });
    await userEvent.type(name, "Aya Traoré");
    await act(async () => screen.getByRole("button", { name: "Envoyer la demande" }).click());
    expect(sent.map((data) => data.get("name"))).toEqual(["Aya Traoré"]);
    expect(await screen.findByText("Requis")).toBeTruthy();
    expect(screen.getByLabelText("Email *").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Nom complet *") as HTMLInputElement).value).toBe("Aya Traoré");
  });
});
