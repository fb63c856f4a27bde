import { describe, expect, it } from "vitest";
import { countryName, locateAddress } from "@/lib/visits/geo";

describe("visit geolocation", () => {
  it("finds the country and city of a public address offline", async () => {
    expect(await locateAddress("196.47.128.1")).toEqual({ country: "CI", city: "Abidjan" });
    expect(await locateAddress("81.2.69.142")).toEqual({ country: "GB", city: "Bracknell" });
  });

  it("reads IPv4 addresses mapped into IPv6 and IPv6 addresses", async () => {
    expect(await locateAddress("::ffff:196.47.128.1")).toEqual({ country: "CI", city: "Abidjan" });
    expect((await locateAddress("2001:4860:4860::8888")).country).toBe("US");
  });

  it("knows nothing of private, loopback or malformed addresses", async () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "192.168.1.10", "::1", "unknown", ""]) {
      expect(await locateAddress(address)).toEqual({ country: null, city: null });
    }
  });

  it("names countries in French", () => {
    expect(countryName("CI")).toBe("Côte d’Ivoire");
    expect(countryName("FR")).toBe("France");
  });
});
