/** Query keys of the account pages (the shared account keys are chainKeys in infra/chain). */
export const accountKeys = {
  nftMedia: (network: string, assetId: bigint, gateway: string) =>
    ['nft-media', network, assetId.toString(), gateway] as const,
};
