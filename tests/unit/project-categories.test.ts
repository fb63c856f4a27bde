import { describe, expect, it } from "vitest";
import { WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/lib/i18n/messages";
import { PROJECT_CATEGORY_BY_LABEL, projectCategoryLabel, projectCategoryName } from "@/lib/projects/categories";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";

describe("a project category's name in each language", () => {
  it("is the catalogue's, and leads back to the label the data carries", () => {
    for (const locale of WRITTEN_LOCALES)
      for (const label of PROJECT_CATEGORIES) {
        const name = projectCategoryName(label, locale);
        expect(name).toBe(CATALOGUES[locale].Projects.categories[PROJECT_CATEGORY_BY_LABEL[label]]);
        expect(projectCategoryLabel(name, locale)).toBe(label);
      }
    expect(projectCategoryName("Communication Audiovisuelle", "en")).not.toBe("Communication Audiovisuelle");
  });

  it("is the label itself for a label the site does not know", () => {
    expect(projectCategoryName("Photographie", "en")).toBe("Photographie");
    expect(projectCategoryLabel("Photography", "en")).toBe("Photography");
  });
});
