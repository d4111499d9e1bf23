/** Query keys of the settings page. */
export const settingsKeys = {
  providers: (env: string, kind: string) => ['providers', env, kind] as const,
};
