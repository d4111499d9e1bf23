/** Query keys of the payment gateway. */
export const gatewayKeys = {
  payment: (network: string, link: string) => ['gateway-payment', network, link] as const,
};
