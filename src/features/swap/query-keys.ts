/** Query keys of the swap page. */
export const swapKeys = {
  group: (router: string, payload: unknown, address: string, slippage: number) =>
    ['swap-group', router, payload, address, slippage] as const,
  optIns: (address: string, appIds: readonly string[]) =>
    ['swap-opt-ins', address, appIds] as const,
};
