/** Leaves the app for the gateway's payment page: a full navigation, the gateway is another site. */
export function goToGateway(redirectUrl: string): void {
  window.location.assign(redirectUrl);
}
