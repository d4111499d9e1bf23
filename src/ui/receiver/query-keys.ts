/** Query keys of the shared receiver field. */
export const receiverKeys = {
  /** A typed .algo name's resolution, per environment (names differ between networks). */
  nfdName: (env: string, name: string) => ['nfd-name', env, name] as const,
};
