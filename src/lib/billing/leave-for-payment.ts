/**
 * Sends the browser to a payment page (the provider's checkout or billing portal, or test mode's
 * stand-ins on our own origin). A module of its own so tests can replace it.
 */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
