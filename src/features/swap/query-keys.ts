/** Query keys of the swap page. */
export const swapKeys = {
  group: (router: string, payload: unknown, address: string, slippage: number) =>
    ['swap-group', router, payload, address, slippage] as const,
};
