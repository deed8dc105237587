// fontkit ships no types; these are the parts of its API we use (github.com/foliojs/fontkit#readme).
declare module 'fontkit' {
  interface Font {
    familyName: string;
    version: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): {
      advanceWidth: number;
      glyphs: { path: { toSVG(): string } }[];
      positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    };
  }
  export function openSync(path: string): Font;
}
