/** Where text messages go. One HTTP adapter now; a provider SDK can implement the same. */
export interface SmsProvider {
  send(message: { to: string; text: string }): Promise<void>;
}

/** POSTs JSON {to, text} to SMS_URL (a gateway of the operator's choosing). */
export function httpSmsProvider(url: string): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
