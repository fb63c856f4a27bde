/** Cocody, Abidjan: the agency's district, for the contact map and the LocalBusiness data. */
export const AGENCY_LOCATION = { latitude: 5.3599, longitude: -3.9865 } as const;

const MAP_SPAN = 0.02;

/** The one third-party origin the site embeds (the contact map): the Content-Security-Policy allows it as a frame. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** OpenStreetMap's embeddable map centred on the agency, with a marker. */
export function agencyMapEmbedUrl(): string {
  const { latitude, longitude } = AGENCY_LOCATION;
  const bbox = [longitude - MAP_SPAN, latitude - MAP_SPAN, longitude + MAP_SPAN, latitude + MAP_SPAN]
    .map((value) => value.toFixed(4))
    .join(",");
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

/** The same place on openstreetmap.org. */
export function agencyMapUrl(): string {
  const { latitude, longitude } = AGENCY_LOCATION;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}
