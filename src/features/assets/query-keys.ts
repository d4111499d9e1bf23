/** Query keys of the asset pages (the shared asset keys are chainKeys in infra/chain). */
export const assetPageKeys = {
  createdAsset: (txid: string) => ['created-asset', txid] as const,
  search: (network: string, text: string) => ['asset-search', network, text] as const,
};
