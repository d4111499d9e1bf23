// scripts/wasm-base64-plugin.ts: a WebAssembly file's bytes as base64, inside the chunk.
declare module '*.wasm?base64' {
  const base64: string;
  export default base64;
}
