import { describe, expect, test } from "vitest";
import {
  BUCKET_EDGES,
  bucketOf,
  bucketRating,
  bucketValue,
  deviceClassOf,
  formatWebVital,
  histogramPercentile,
  routeOf,
  WEB_VITAL_METRICS,
  WEB_VITALS,
} from "@/lib/web-vitals/rules";

describe("web vitals buckets", () => {
  test("put each value in the bucket whose edges hold it, a value on a threshold with the good ones", () => {
    for (const metric of WEB_VITAL_METRICS) {
      const edges = BUCKET_EDGES[metric];
      for (const value of [0, edges[0]!, edges[3]! * 1.01, WEB_VITALS[metric].good, WEB_VITALS[metric].max]) {
        const bucket = bucketOf(metric, value);
        expect(value, metric).toBeLessThanOrEqual(edges[bucket] ?? Infinity);
        if (bucket > 0) expect(value, metric).toBeGreaterThan(edges[bucket - 1]!);
      }
      expect(bucketRating(metric, bucketOf(metric, WEB_VITALS[metric].good))).toBe("good");
      expect(bucketRating(metric, bucketOf(metric, WEB_VITALS[metric].good * 1.001))).toBe("needs-improvement");
      expect(bucketRating(metric, bucketOf(metric, WEB_VITALS[metric].poor * 1.001))).toBe("poor");
    }
  });

  test("stand for a value inside themselves, each at most about a fifth wider than the one before", () => {
    for (const metric of WEB_VITAL_METRICS) {
      const edges = BUCKET_EDGES[metric];
      for (let bucket = 1; bucket < edges.length; bucket++) {
        expect(bucketOf(metric, bucketValue(metric, bucket)), `${metric} ${bucket}`).toBe(bucket);
        expect(edges[bucket]! / edges[bucket - 1]!).toBeLessThanOrEqual(2 ** 0.25 + 1e-9);
      }
    }
  });

  test("give the nearest-rank percentile's bucket", () => {
    const values = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 5000, 9000];
    const histogram = new Map<number, number>();
    for (const value of values) histogram.set(bucketOf("LCP", value), (histogram.get(bucketOf("LCP", value)) ?? 0) + 1);
    expect(bucketOf("LCP", histogramPercentile("LCP", histogram, 75)!)).toBe(bucketOf("LCP", 900));
    expect(histogramPercentile("LCP", new Map(), 75)).toBeNull();
  });
});

describe("what a report is counted under", () => {
  test("the route pattern of its path, and the page itself for an article or a project", () => {
    expect(routeOf("/")).toEqual({ route: "/", page: null });
    expect(routeOf("/blog/mon-article")).toEqual({ route: "/blog/[slug]", page: "/blog/mon-article" });
    expect(routeOf("/blog/page/2")).toEqual({ route: "/blog/[...view]", page: null });
    expect(routeOf("/projects/12")).toEqual({ route: "/projects/[id]", page: "/projects/12" });
    expect(routeOf("/projects/012")).toEqual({ route: "(autre)", page: null });
    expect(routeOf("/projects/categorie/site-web/page/2")).toEqual({ route: "/projects/[...view]", page: null });
    expect(routeOf("/blog/recherche/orange+money")).toEqual({ route: "/blog/[...view]", page: null });
    expect(routeOf("/services/web")).toEqual({ route: "/services/[categoryId]", page: null });
    expect(routeOf("/wp-admin/setup.php")).toEqual({ route: "(autre)", page: null });
  });

  test("the device class its user agent says", () => {
    expect(
      deviceClassOf("Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/140 Mobile Safari/537.36"),
    ).toBe("mobile");
    expect(
      deviceClassOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"),
    ).toBe("mobile");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/140 Safari/537.36")).toBe(
      "tablet",
    );
    expect(deviceClassOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36")).toBe(
      "desktop",
    );
  });
});

test("values are written as the dashboard shows them", () => {
  expect(formatWebVital("LCP", 2480)).toBe("2,48 s");
  expect(formatWebVital("INP", 184.4)).toBe("184 ms");
  expect(formatWebVital("CLS", 0.083)).toBe("0,08");
});
