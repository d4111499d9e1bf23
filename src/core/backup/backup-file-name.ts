/** `<name without spaces>.algow.<YYYY-MM-DD>.dat` (spec section 7). */
export function backupFileName(walletName: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return `${walletName.replace(/\s+/g, '')}.algow.${day}.dat`;
}
