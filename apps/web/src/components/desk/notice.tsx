import { Alert } from '@/components/ui';

/** What a desk says after a decision: done, or the server's words about why not. */
export type TNotice = { tone: 'success' | 'error'; text: string } | null;

export function Notice({ notice, testId }: { notice: TNotice; testId: string }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} testId={testId}>
      <p>{notice.text}</p>
    </Alert>
  );
}
