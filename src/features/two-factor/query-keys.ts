/** Query keys of the two-factor pages. */
export const twoFactorKeys = {
  providers: (network: string) => ['two-factor-providers', network] as const,
};
