/** Query keys of the pay feature (the shared account keys are chainKeys in infra/chain). */
export const payKeys = {
  multisigInput: (routeFrom: string | undefined, input: string | undefined) =>
    ['multisig-input', routeFrom, input] as const,
  /** A typed .algo name's resolution, per environment (names differ between networks). */
  nfdName: (env: string, name: string) => ['nfd-name', env, name] as const,
};
