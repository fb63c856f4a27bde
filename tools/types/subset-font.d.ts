declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags to keep; all of them when absent. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
