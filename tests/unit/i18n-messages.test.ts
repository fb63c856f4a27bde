// The catalogues (messages/<language>.json, lib/i18n/messages.ts): every language has every key of French, no key
// of its own, the same ICU arguments in each message, and every message is valid ICU that formats.
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "@/lib/i18n/messages";

type Tree = { [key: string]: string | Tree };

/** "Footer.rights" → its message, for every message of a catalogue. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") messages.set(path, value);
    else for (const [nested, message] of flatten(value, path)) messages.set(nested, message);
  }
  return messages;
}

/** The names of a message's arguments: `{year}`, `{count, plural, …}`. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]))].sort();

const french = flatten(CATALOGUES.fr);

describe.each(Object.entries(CATALOGUES))("the %s catalogue", (locale, catalogue) => {
  const messages = flatten(catalogue as Tree);

  it("has exactly French's keys", () => {
    expect([...messages.keys()].sort()).toEqual([...french.keys()].sort());
  });

  it("gives each message French's arguments, and every message formats", () => {
    const t = createTranslator({
      locale,
      messages: catalogue as Tree,
      onError: (error) => {
        throw error;
      },
    });
    for (const [key, message] of messages) {
      expect(argumentsOf(message), key).toEqual(argumentsOf(french.get(key) ?? ""));
      const values = Object.fromEntries(argumentsOf(message).map((name) => [name, "x"]));
      expect(t(key as never, values as never), key).not.toBe("");
    }
  });
});
