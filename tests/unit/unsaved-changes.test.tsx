// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { unsavedChangesKey } from "@/components/admin/unsaved-changes/keys";
import { UnsavedChangesBanner } from "@/components/admin/unsaved-changes/unsaved-changes-banner";
import { LEAVE_WITH_UNSAVED_CHANGES, useUnsavedChanges } from "@/components/admin/unsaved-changes/use-unsaved-changes";

const KEY = unsavedChangesKey("article", 7);

function TitleForm({ saved = "Titre enregistré" }: { saved?: string }) {
  const form = useForm<{ title: string }>({ defaultValues: { title: saved } });
  const unsaved = useUnsavedChanges(form, { key: KEY });
  return (
    <form>
      <UnsavedChangesBanner found={unsaved.found} onRestore={unsaved.restore} onIgnore={unsaved.ignore} />
      <input aria-label="Titre" {...form.register("title")} />
      <button type="button" onClick={unsaved.clear}>
        Enregistré
      </button>
      <a href="https://example.com/ailleurs">Projets</a>
    </form>
  );
}

const banner = () => screen.queryByText("Des modifications non enregistrées ont été retrouvées");
const kept = () => window.localStorage.getItem(KEY);

async function typeTitle(value: string) {
  fireEvent.change(screen.getByLabelText("Titre"), { target: { value } });
  await waitFor(() => expect(kept()).toContain(value), { timeout: 2_000 });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("unsaved changes of a form", () => {
  it("keeps the values in the browser and offers them back when the form opens again ('Restaurer')", async () => {
    const first = render(<TitleForm />);
    expect(banner()).toBeNull();
    await typeTitle("Titre pas encore enregistré");
    first.unmount();

    render(<TitleForm />);
    expect(banner()).not.toBeNull();
    expect((screen.getByLabelText("Titre") as HTMLInputElement).value).toBe("Titre enregistré");
    fireEvent.click(screen.getByRole("button", { name: "Restaurer" }));
    expect((screen.getByLabelText("Titre") as HTMLInputElement).value).toBe("Titre pas encore enregistré");
    expect(banner()).toBeNull();
  });

  it("forgets them on 'Ignorer', after a save, and when they equal the saved state again", async () => {
    const first = render(<TitleForm />);
    await typeTitle("Brouillon");
    first.unmount();
    const second = render(<TitleForm />);
    fireEvent.click(screen.getByRole("button", { name: "Ignorer" }));
    expect(kept()).toBeNull();
    second.unmount();

    const third = render(<TitleForm />);
    await typeTitle("Autre brouillon");
    fireEvent.click(screen.getByRole("button", { name: "Enregistré" }));
    expect(kept()).toBeNull();
    third.unmount();

    render(<TitleForm />);
    await typeTitle("Encore un");
    fireEvent.change(screen.getByLabelText("Titre"), { target: { value: "Titre enregistré" } });
    await waitFor(() => expect(kept()).toBeNull(), { timeout: 2_000 });
  });

  it("asks before a link leaves the form with unsaved changes, and stays when the answer is no", async () => {
    render(<TitleForm />);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const link = screen.getByRole("link", { name: "Projets" });
    // Untouched: leaving asks nothing.
    expect(fireEvent.click(link)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Titre"), { target: { value: "Changé" } });
    await act(async () => {});
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(LEAVE_WITH_UNSAVED_CHANGES);

    const beforeUnload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);
  });
});
