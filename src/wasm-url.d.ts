// Vite's `?url` for a WebAssembly file, for the projects that type-check without vite/client
// (bench and e2e import the vault code).
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
