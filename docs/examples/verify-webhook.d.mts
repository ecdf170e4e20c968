export function verifyWebhook(
  secret: string,
  header: string | undefined,
  rawBody: string | Buffer,
  options?: { toleranceSeconds?: number; now?: number },
): boolean;
