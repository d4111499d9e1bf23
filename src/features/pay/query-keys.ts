/** Query keys of the pay feature (the shared account keys are chainKeys in infra/chain). */
export const payKeys = {
  multisigInput: (routeFrom: string | undefined, input: string | undefined) =>
    ['multisig-input', routeFrom, input] as const,
};
